import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeContractMismatches } from './contract-responses';

// A bare app answering contract paths the way a faulty handler would: the contract check (installed on every
// Fastify app of a test file by contract-check.setup.ts) must see each stray. Each test takes the strays it
// provoked, so the file itself ends clean.
let app: FastifyInstance;

const ROLE = {
  id: '7f1b4c1e-1b7d-4a44-9a55-0d1c7e0c7a01',
  title: 'Operator',
  active: true,
  forLocation: true,
  remarks: null,
  permissions: ['biometrics:create'],
};

beforeAll(async () => {
  app = Fastify();
  app.get('/partner/v1/roles/search/:id', async (request) => {
    const { id } = request.params as { id: string };
    if (id === 'leaks') return { data: { ...ROLE, passwordHash: 'x' } };
    if (id === 'extra') return { data: ROLE, debug: true };
    if (id === 'missing') return { data: { ...ROLE, active: undefined } };
    if (id === 'long') return { data: { ...ROLE, title: 'x'.repeat(101) } };
    return { data: ROLE };
  });
  app.get('/partner/v1/files/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    return reply.type(id === 'html' ? 'text/html' : 'image/png').send(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });
  app.get('/partner/v1/not-in-the-contract', async () => ({ data: 1 }));
  app.setNotFoundHandler(async (request, reply) =>
    reply
      .code(404)
      .send(
        request.url.endsWith('/plain') ? 'Not Found' : { code: 404, message: 'Not Found', description: '' },
      ),
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the contract check of the API tests', () => {
  it('passes an answer that matches its operation', async () => {
    await get('/partner/v1/roles/search/fine');
    await get('/partner/v1/files/logo');
    await get('/partner/v1/nowhere');
    expect(takeContractMismatches()).toEqual([]);
  });

  it('sees a leaked property inside the entity', async () => {
    await get('/partner/v1/roles/search/leaks');
    expect(takeContractMismatches()).toEqual([
      'GET /partner/v1/roles/search/:id 200: data/data must NOT have unevaluated properties',
    ]);
  });

  it('sees an extra property beside the entity', async () => {
    await get('/partner/v1/roles/search/extra');
    expect(takeContractMismatches()).toEqual([
      'GET /partner/v1/roles/search/:id 200: data must NOT have unevaluated properties',
    ]);
  });

  it('sees a property the server must always send go missing', async () => {
    await get('/partner/v1/roles/search/missing');
    expect(takeContractMismatches()).toEqual([
      "GET /partner/v1/roles/search/:id 200: data/data must have required property 'active'",
    ]);
  });

  it('sees a string longer than its maxLength', async () => {
    await get('/partner/v1/roles/search/long');
    expect(takeContractMismatches()).toEqual([
      'GET /partner/v1/roles/search/:id 200: data/data/title must NOT have more than 100 characters',
    ]);
  });

  it('sees a binary answer with a media type the operation does not declare', async () => {
    await get('/partner/v1/files/html');
    expect(takeContractMismatches()).toEqual([
      'GET /partner/v1/files/:id 200: text/html is not one of image/png, image/jpeg, application/pdf, application/octet-stream',
    ]);
  });

  it('sees an area route the contract does not have', async () => {
    await get('/partner/v1/not-in-the-contract');
    expect(takeContractMismatches()).toEqual([
      'GET /partner/v1/not-in-the-contract 200: no operation in the contract',
    ]);
  });

  it('sees an unknown API address answered without the error body', async () => {
    await get('/partner/v1/plain');
    expect(takeContractMismatches()).toEqual(['GET /partner/v1/plain 404: not a JSON error body']);
  });
});
