import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeWsq, readAn2k, type NistTaggedRecord } from '@ridgeline/nist';
import {
  COMPLETE_DETAIL,
  SMALL_PNG_DATA_URL,
  call,
  captureRequest,
  openSession,
  startTestAgent,
  type TestAgent,
} from '../test/agent-app';

let agent: TestAgent;
beforeAll(async () => {
  agent = await startTestAgent();
});
afterAll(() => agent.app.close());

const textOf = (record: NistTaggedRecord, field: number): string[] => {
  const found = record.fields.find((candidate) => candidate.number === field);
  return found?.kind === 'text' ? found.subfields.map((items) => items.join('|')) : [];
};

describe('applicant detail, photograph and signatures', () => {
  let sessionId: string;
  beforeAll(async () => {
    sessionId = await openSession(agent.app, 'tx-detail');
  });

  it('stores the detail and reads it back', async () => {
    expect((await call(agent.app, 'PUT', `/${sessionId}/detail`, COMPLETE_DETAIL)).statusCode).toBe(200);
    expect((await call(agent.app, 'GET', `/${sessionId}/detail`)).json()).toEqual(COMPLETE_DETAIL);
  });

  it('rejects a detail whose fields have the wrong types', async () => {
    const response = await call(agent.app, 'PUT', `/${sessionId}/detail`, { weight: 'heavy' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_REQUEST' });
  });

  it('stores a photograph sent as a data URL and refuses anything else', async () => {
    expect(
      (await call(agent.app, 'PUT', `/${sessionId}/image`, { image: SMALL_PNG_DATA_URL })).statusCode,
    ).toBe(200);
    const refused = await call(agent.app, 'PUT', `/${sessionId}/image`, {
      image: 'https://example.com/me.png',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_IMAGE' });
  });

  it('stores applicant and officer signatures and wants at least one', async () => {
    const stored = await call(agent.app, 'PUT', `/${sessionId}/signature`, {
      applicantSignature: SMALL_PNG_DATA_URL,
      officerSignature: SMALL_PNG_DATA_URL,
    });
    expect(stored.statusCode).toBe(200);
    expect((await call(agent.app, 'PUT', `/${sessionId}/signature`, {})).statusCode).toBe(400);
  });

  it('keeps the annotations with an id the web app can hold on to', async () => {
    const annotations = [{ code: 'LEFT_LITTLE_ROLL', color: 'YELLOW', reason: 'Scar' }];
    const stored = (await call(agent.app, 'POST', `/${sessionId}/annotate`, { annotations })).json();
    expect(stored).toEqual({ id: expect.any(String), annotations });
    expect((await call(agent.app, 'GET', `/${sessionId}/annotation`)).json()).toEqual(stored);
  });

  it('answers Invalid finger for an annotation on an unknown finger', async () => {
    const response = await call(agent.app, 'POST', `/${sessionId}/annotate`, {
      annotations: [{ code: 'LEFT_TOE_ROLL', color: 'RED' }],
    });
    expect(response.json()).toEqual({ code: 'INVALID_FINGER', message: 'Invalid finger' });
  });
});

describe('documents of a completed flat capture', () => {
  let sessionId: string;
  beforeAll(async () => {
    sessionId = await openSession(agent.app, 'tx-documents');
    await call(agent.app, 'PUT', `/${sessionId}/detail`, COMPLETE_DETAIL);
    await call(agent.app, 'PUT', `/${sessionId}/signature`, { applicantSignature: SMALL_PNG_DATA_URL });
    await call(agent.app, 'POST', `/${sessionId}/annotate`, {
      annotations: [{ code: 'LEFT_LITTLE_ROLL', color: 'RED', reason: 'Amputated' }],
    });
    for (const finger of ['RIGHT_FOUR_FINGER', 'LEFT_FOUR_FINGER', 'RIGHT_THUMB_FLAT', 'LEFT_THUMB_FLAT']) {
      const response = await call(
        agent.app,
        'POST',
        `/${sessionId}/capture`,
        captureRequest(finger, { captureCompleted: finger === 'LEFT_THUMB_FLAT' }),
      );
      expect(response.statusCode).toBe(200);
    }
  });

  it('builds a NIST file that reads back with one Type-14 record per print', async () => {
    const response = await call(agent.app, 'GET', `/${sessionId}/generate-nist-file`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    const transaction = readAn2k(new Uint8Array(response.rawPayload));
    const tagged = transaction.records.filter(
      (record): record is NistTaggedRecord => record.encoding === 'tagged',
    );
    expect(tagged.map((record) => record.type)).toEqual([1, 2, 14, 14, 14, 14]);
    const prints = tagged.filter((record) => record.type === 14);
    expect(prints.map((record) => textOf(record, 13)[0])).toEqual(['13', '14', '11', '12']);
    const type2 = tagged.find((record) => record.type === 2);
    expect(type2 && textOf(type2, 18)).toEqual(['DOE,JANE Q']);
  });

  it('writes the amputated finger as 14.018 AMP XX in its slap record', async () => {
    const response = await call(agent.app, 'GET', `/${sessionId}/generate-nist-file`);
    const left = readAn2k(new Uint8Array(response.rawPayload)).records.find(
      (record): record is NistTaggedRecord =>
        record.encoding === 'tagged' && record.type === 14 && textOf(record, 13)[0] === '14',
    );
    expect(left && textOf(left, 18)).toEqual(['10|XX']);
  });

  it('stores WSQ prints in the NIST file that decode to their recorded size', async () => {
    const response = await call(agent.app, 'GET', `/${sessionId}/generate-nist-file`);
    const slap = readAn2k(new Uint8Array(response.rawPayload)).records.find(
      (record): record is NistTaggedRecord => record.encoding === 'tagged' && record.type === 14,
    );
    const data = slap?.fields.find((field) => field.number === 999);
    const image = decodeWsq(data?.kind === 'binary' ? data.data : new Uint8Array());
    expect([image.width, image.height]).toEqual([
      Number(slap && textOf(slap, 6)[0]),
      Number(slap && textOf(slap, 7)[0]),
    ]);
  });

  it('adds the photograph as a Type-10 record once one is stored', async () => {
    // The same applicant and annotation as above, so the prints come from the simulator's cache.
    const other = await openSession(agent.app, 'tx-documents');
    await call(agent.app, 'PUT', `/${other}/detail`, COMPLETE_DETAIL);
    await call(agent.app, 'PUT', `/${other}/image`, { image: SMALL_PNG_DATA_URL });
    await call(agent.app, 'POST', `/${other}/annotate`, {
      annotations: [{ code: 'LEFT_LITTLE_ROLL', color: 'RED', reason: 'Amputated' }],
    });
    for (const finger of ['RIGHT_FOUR_FINGER', 'LEFT_FOUR_FINGER', 'RIGHT_THUMB_FLAT', 'LEFT_THUMB_FLAT']) {
      await call(agent.app, 'POST', `/${other}/capture`, captureRequest(finger));
    }
    const response = await call(agent.app, 'GET', `/${other}/generate-nist-file`);
    const types = readAn2k(new Uint8Array(response.rawPayload)).records.map((record) => record.type);
    expect(types.sort()).toEqual([1, 10, 14, 14, 14, 14, 2]);
  });

  it('refuses a NIST file while the applicant detail is incomplete', async () => {
    const other = await openSession(agent.app, 'tx-incomplete');
    const response = await call(agent.app, 'GET', `/${other}/generate-nist-file`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INCOMPLETE_DETAIL',
      message: expect.stringContaining('lastName'),
    });
  });

  it('renders the FD-258 card as a PDF', async () => {
    const response = await call(agent.app, 'GET', `/${sessionId}/generate-application-form`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('prints the card to a named printer as a PDF in its folder', async () => {
    const response = await call(agent.app, 'POST', '/print-application-form', {
      sessionId,
      printerName: 'FD-258 Card Printer',
      leftOffset: '1.5',
      topOffset: '0',
    });
    expect(response.json()).toEqual({ message: 'Sent to FD-258 Card Printer' });
    // The job is spooled: the card lands in the printer's folder shortly after the answer.
    const folder = path.join(agent.dataDir, 'printers', 'FD-258 Card Printer');
    await vi.waitFor(() => expect(existsSync(folder) && readdirSync(folder)).toHaveLength(1), {
      timeout: 10_000,
    });
    const [file] = readdirSync(folder);
    expect(file).toMatch(new RegExp(`${sessionId}\\.pdf$`));
    expect(
      readFileSync(path.join(folder, file ?? ''))
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it('refuses a printer the machine does not have', async () => {
    const response = await call(agent.app, 'POST', '/print-application-form', {
      sessionId,
      printerName: 'Nowhere',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UNKNOWN_PRINTER' });
  });
});

describe('the agent and its machine', () => {
  it('lists the printers with the default first', async () => {
    expect((await call(agent.app, 'GET', '/printers')).json()).toEqual([
      { name: 'FD-258 Card Printer', isDefault: true },
      { name: 'Office Laser', isDefault: false },
    ]);
  });

  it('serves its log as text, one line per call', async () => {
    await call(agent.app, 'GET', '/device/info');
    const response = await call(agent.app, 'GET', '/logs');
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/GET \/device\/info 200/);
  });

  it('describes the scanner and whether it is connected', async () => {
    expect((await call(agent.app, 'GET', '/device/info')).json()).toMatchObject({
      deviceId: expect.any(String),
      deviceType: expect.any(String),
      firmwareVersion: expect.any(String),
      hardwareVersion: expect.any(String),
      connected: true,
    });
  });
});

describe('applicants kept between sessions', () => {
  it('creates, reads, replaces and forgets an applicant', async () => {
    const created = (await call(agent.app, 'POST', '/applicants/tx-9', { firstName: 'Ann' })).json();
    expect(created).toEqual({ id: 'tx-9', detail: { firstName: 'Ann' }, updatedOn: expect.any(String) });
    expect((await call(agent.app, 'GET', '/applicants/tx-9')).json()).toEqual(created);
    const replaced = (await call(agent.app, 'PUT', '/applicants/tx-9', { firstName: 'Anna' })).json();
    expect(replaced).toMatchObject({ detail: { firstName: 'Anna' } });
    expect((await call(agent.app, 'DELETE', '/applicants/tx-9')).statusCode).toBe(200);
    expect((await call(agent.app, 'GET', '/applicants/tx-9')).statusCode).toBe(404);
  });

  it('answers 404 when replacing or forgetting an applicant it does not keep', async () => {
    expect((await call(agent.app, 'PUT', '/applicants/nobody', { firstName: 'X' })).statusCode).toBe(404);
    expect((await call(agent.app, 'DELETE', '/applicants/nobody')).statusCode).toBe(404);
  });
});
