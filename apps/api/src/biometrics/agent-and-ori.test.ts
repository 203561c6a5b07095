import { gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agentLogs, files, oris, oriServices, partnerServices, partners, services } from '../db/schema';
import { useDemoTestApp } from '../test/auth-test-app';
import { multipartPayload } from '../test/multipart-payload';
import { AGENT_LOG_MAX_BYTES } from './agent-routes';
import { authHeaders, call } from '../test/sessions';
import { expectRefusal } from '../test/answers';

let serviceId = '';
let partnerServiceId = '';
let otherServiceId = '';

const { t, s } = useDemoTestApp(async () => {
  const db = t.database.db;
  const [acme] = await db.select().from(partners).where(eq(partners.code, 'acme'));
  const [service] = await db
    .insert(services)
    .values({ title: 'FBI background check', serviceType: 'BIOMETRIC', productCode: 'FBITESTCHECK' })
    .returning();
  const [other] = await db
    .insert(services)
    .values({ title: 'State check', serviceType: 'BIOMETRIC', productCode: 'STATETESTCHECK' })
    .returning();
  serviceId = service?.id ?? '';
  otherServiceId = other?.id ?? '';
  const [sold] = await db
    .insert(partnerServices)
    .values({ partnerId: acme?.id ?? '', serviceId, displayName: 'Acme FBI check', serviceType: 'BIOMETRIC' })
    .returning();
  partnerServiceId = sold?.id ?? '';
  const [ori] = await db
    .insert(oris)
    .values({ oriNumber: 'CA0349800', title: 'California DOJ', oriType: 'STATE', requiresPhotograph: true })
    .returning();
  await db.insert(oriServices).values({ oriId: ori?.id ?? '', serviceId });
});

describe('ORI verification', () => {
  it('verifies an ORI that serves the chosen partner service and says the photograph is required', async () => {
    const verified = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/verify', {
      oriNumber: 'ca0349800',
      serviceId: partnerServiceId,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({
      verified: true,
      oriRequiresPhotograph: true,
      message: null,
    });
  });

  it('refuses an unknown ORI and an ORI of another service, and a service that is not one', async () => {
    const unknown = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/verify', {
      oriNumber: 'ZZ0000000',
      serviceId,
    });
    expect(unknown.json().data).toEqual({
      verified: false,
      oriId: null,
      oriRequiresPhotograph: false,
      message: 'ORI not found',
    });
    const wrong = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/verify', {
      oriNumber: 'CA0349800',
      serviceId: otherServiceId,
    });
    expect(wrong.json().data).toMatchObject({
      verified: false,
      message: 'This ORI does not serve the chosen service',
    });
    const [globex] = await t.database.db.select().from(partners).where(eq(partners.code, 'globex'));
    const [foreignService] = await t.database.db
      .insert(partnerServices)
      .values({
        partnerId: globex?.id ?? '',
        serviceId,
        displayName: 'Globex check',
        serviceType: 'BIOMETRIC',
      })
      .returning();
    const foreign = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/verify', {
      oriNumber: 'CA0349800',
      serviceId: foreignService?.id,
    });
    expectRefusal(foreign, 404, 'Service not found');
    const bad = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/verify', {
      oriNumber: 'CA0349800',
      serviceId: '00000000-0000-4000-8000-000000000000',
    });
    expectRefusal(bad, 404, 'Service not found');
  });
});

describe('device agent release', () => {
  it('answers the version, digest and a download URL that serves the simulator package with that digest', async () => {
    const version = await call(t.app, s.location, 'GET', '/partner/v1/biometrics/agent-version');
    expect(version.statusCode, version.body).toBe(200);
    const release = version.json().data;
    expect(release).toMatchObject({ version: '0.1.0', fileName: 'ridgeline-agent-0.1.0.tar.gz' });
    expect(release.sha256).toMatch(/^[0-9a-f]{64}$/);
    const download = await t.app.inject({ method: 'GET', url: release.downloadUrl });
    expect(download.statusCode).toBe(200);
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(release.sha256);
    const tar = gunzipSync(download.rawPayload).toString('latin1');
    expect(tar).toContain('ridgeline-agent/apps/agent-sim/src/main.ts');
    expect(tar).toContain('ridgeline-agent/libs/nist/src/index.ts');
    const url = await call(t.app, s.partner, 'GET', '/partner/v1/biometrics/agent/download-url');
    expect(url.json().data).toMatchObject({
      version: '0.1.0',
      url: expect.stringMatching(/^\/system\/v1\/files\//),
      // The browser reaches the agent where the API's CSP allows it (the test app keeps the default port).
      agentUrl: 'http://localhost:8080',
    });
    const agent = await call(t.app, s.partner, 'GET', '/partner/v1/biometrics/agent');
    expect(agent.json().data.sha256).toBe(release.sha256);
  });
});

describe('device log upload', () => {
  const upload = (parts: Record<string, unknown>) => {
    const { payload, headers } = multipartPayload(parts);
    return t.app.inject({
      method: 'PUT',
      url: '/partner/v1/biometrics/logs',
      headers: { ...authHeaders(s.location), ...headers },
      payload,
    });
  };

  it("stores the log under the session's partner and location, whatever the form says", async () => {
    const text = '2026-11-26T07:00:00Z INFO capture started\n';
    const response = await upload({
      log: { filename: 'agent.log', contentType: 'text/plain', bytes: Buffer.from(text) },
      partnerId: '00000000-0000-4000-8000-000000000000',
      locationId: s.foreignLocationId,
      createdOn: '2026-11-26T07:00:00Z',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.database.db.select().from(agentLogs).where(eq(agentLogs.locationId, s.downtownId));
    expect(row?.size).toBe(text.length);
    const [file] = await t.database.db
      .select()
      .from(files)
      .where(and(eq(files.id, row?.fileId ?? '')));
    expect((await t.blobs.get(file?.blobKey ?? ''))?.bytes.toString()).toBe(text);
  });

  it('refuses a log over the size limit, a missing log and a bad date', async () => {
    const big = await upload({
      log: {
        filename: 'agent.log',
        contentType: 'text/plain',
        bytes: Buffer.alloc(AGENT_LOG_MAX_BYTES + 1, 65),
      },
      createdOn: '2026-11-26T07:00:00Z',
    });
    expectRefusal(big, 400, 'log must be at most 5 MB');
    const missing = await upload({ createdOn: '2026-11-26T07:00:00Z' });
    expect(missing.json().message).toBe('log is required');
    const badDate = await upload({
      log: { filename: 'agent.log', contentType: 'text/plain', bytes: Buffer.from('x') },
      createdOn: 'yesterday',
    });
    expect(badDate.json().message).toBe('createdOn must be a date-time');
  });
});
