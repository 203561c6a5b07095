import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partners } from '../db/schema';
import { TINY_PNG } from '../test/multipart-payload';
import { useDemoTestApp } from '../test/auth-test-app';
import { storeFile } from './file-store';
import { call } from '../test/sessions';

const { t, s } = useDemoTestApp();

async function store(partnerCode: string | null, purpose: 'branding' | 'private', bytes: Buffer) {
  const [partner] = partnerCode
    ? await t.database.db.select().from(partners).where(eq(partners.code, partnerCode))
    : [];
  return storeFile(t.database.db, t.blobs, {
    partnerId: partner?.id ?? null,
    purpose,
    bytes,
    contentType: 'image/png',
  });
}

describe('GET /partner/v1/files/{id}', () => {
  it('serves the session partner’s own private file as a download, and the system’s branding', async () => {
    const own = await store('acme', 'private', TINY_PNG);
    const response = await call(t.app, s.location, 'GET', `/partner/v1/files/${own.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe('attachment');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(Buffer.from(TINY_PNG))).toBe(true);
    const branding = await store(null, 'branding', TINY_PNG);
    expect((await call(t.app, s.partner, 'GET', `/partner/v1/files/${branding.id}`)).statusCode).toBe(200);
  });

  it('answers another partner’s file, a system private file and an unknown id alike with 404', async () => {
    const foreign = await store('globex', 'private', TINY_PNG);
    const systemPrivate = await store(null, 'private', TINY_PNG);
    const answers = await Promise.all(
      [foreign.id, systemPrivate.id, '00000000-0000-4000-8000-000000000000'].map((id) =>
        call(t.app, s.partner, 'GET', `/partner/v1/files/${id}`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('needs a partner session', async () => {
    const own = await store('acme', 'private', TINY_PNG);
    expect((await t.app.inject({ method: 'GET', url: `/partner/v1/files/${own.id}` })).statusCode).toBe(401);
  });
});
