import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../db/schema';
import { startDeliveryTestApp, type DeliveryTestApp } from '../test/delivery-test-app';
import { startSmtpTestServer, type SmtpTestServer } from '../test/smtp-test-server';
import { allowOutbound } from '../outbound/outbound-guard';
import { call, demoSessions, type DemoSessions } from '../test/sessions';

let t: DeliveryTestApp;
let s: DemoSessions;
const servers: SmtpTestServer[] = [];

beforeAll(async () => {
  t = await startDeliveryTestApp();
  s = await demoSessions(t.app, t.database.db);
});

afterAll(async () => {
  await t?.close();
  await Promise.all(servers.map((server) => server.close()));
});

const sftp = (host: string) => ({
  host,
  port: 22,
  username: 'eft',
  password: 'loc-sftp-pw',
  remoteDirectory: 'in',
  enabled: true,
});

describe('partner and location delivery settings', () => {
  it("sends a partner's mail through the partner's own server, system mail through the system's", async () => {
    const systemServer = await startSmtpTestServer();
    const partnerServer = await startSmtpTestServer();
    servers.push(systemServer, partnerServer);
    allowOutbound(`127.0.0.1:${systemServer.port},127.0.0.1:${partnerServer.port}`);
    await t.call('POST', '/system/v1/setting/smtp', {
      host: '127.0.0.1',
      port: systemServer.port,
      secure: false,
      fromAddress: 'ops@ridgeline.test',
    });
    const saved = await call(t.app, s.partner, 'POST', '/partner/v1/setting/smtp', {
      host: '127.0.0.1',
      port: partnerServer.port,
      secure: false,
      username: 'acme',
      password: 'acme-smtp-pw',
      fromAddress: 'mail@acme.test',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ data: { port: partnerServer.port, passwordSet: true } });
    expect(saved.body).not.toContain('acme-smtp-pw');

    const [acme] = await t.database.db.select().from(partners).where(eq(partners.code, 'acme'));
    // A partner's mail (e.g. an invitation) and a system mail, through the queued mailer's service.
    const partnerMail = await t.enqueueEmail({
      to: 'applicant@example.com',
      subject: 'Hi',
      text: 'x',
      partnerId: acme!.id,
    });
    const systemMail = await t.enqueueEmail({ to: 'admin@example.com', subject: 'Hi', text: 'y' });
    await t.waitForStatus(partnerMail.id, 'sent');
    await t.waitForStatus(systemMail.id, 'sent');
    expect(partnerServer.received.map((mail) => mail.messageId)).toEqual([partnerMail.messageId]);
    expect(systemServer.received.map((mail) => mail.messageId)).toEqual([systemMail.messageId]);
  });

  it("lets a location set its own SFTP server over the system's, and hides other partners' locations", async () => {
    await t.call('PUT', '/system/v1/setting/eft-sftp', sftp('sftp.system.test'));
    const inherited = await call(
      t.app,
      s.location,
      'GET',
      `/partner/v1/location-setting/${s.downtownId}/eft-sftp`,
    );
    expect(inherited.statusCode, inherited.body).toBe(200);
    expect(inherited.json()).toMatchObject({ data: { host: 'sftp.system.test', inherited: true } });

    const own = await call(
      t.app,
      s.location,
      'PUT',
      `/partner/v1/location-setting/${s.downtownId}/eft-sftp`,
      sftp('sftp.downtown.test'),
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      data: { host: 'sftp.downtown.test', inherited: false, passwordSet: true },
    });
    expect(own.body).not.toContain('loc-sftp-pw');

    const system = await t.call('GET', '/system/v1/setting/eft-sftp');
    expect(system.json()).toMatchObject({ data: { host: 'sftp.system.test' } });

    for (const id of [s.foreignLocationId, s.airportId, '00000000-0000-4000-8000-000000000000']) {
      const response = await call(t.app, s.location, 'GET', `/partner/v1/location-setting/${id}/eft-sftp`);
      expect(response.statusCode).toBe(404);
    }
    const foreign = await call(
      t.app,
      s.partner,
      'PUT',
      `/partner/v1/location-setting/${s.foreignLocationId}/eft-sftp`,
      sftp('x.test'),
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a loopback or internal mail server at save time, naming the field (issue 25)', async () => {
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '0.0.0.0', '2130706433', '10.0.0.5']) {
      const refused = await call(t.app, s.partner, 'POST', '/partner/v1/setting/smtp', {
        host,
        port: 25,
        secure: false,
        fromAddress: 'mail@acme.test',
      });
      expect(refused.statusCode, host).toBe(400);
      expect(refused.json(), host).toMatchObject({ description: 'host' });
      expect(refused.json().message, host).toMatch(/^host: .* is not a public address/);
    }
    const sftpRefused = await call(
      t.app,
      s.partner,
      'PUT',
      '/partner/v1/setting/eft-sftp',
      sftp('127.0.0.1'),
    );
    expect(sftpRefused.statusCode).toBe(400);
    expect(sftpRefused.json()).toMatchObject({ description: 'host' });
  });

  it('clears a stored mail server and SFTP server with an empty host (issue 25)', async () => {
    const stored = await call(t.app, s.partner, 'POST', '/partner/v1/setting/smtp', {
      host: 'smtp.acme.example',
      port: 587,
      secure: false,
      fromAddress: 'mail@acme.test',
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const cleared = await call(t.app, s.partner, 'POST', '/partner/v1/setting/smtp', {
      host: '',
      port: 587,
      secure: false,
      fromAddress: 'mail@acme.test',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ data: { host: '' } });
    expect((await call(t.app, s.partner, 'GET', '/partner/v1/setting/smtp')).json()).toMatchObject({
      data: { host: '' },
    });
    const sftpStored = await call(
      t.app,
      s.partner,
      'PUT',
      '/partner/v1/setting/eft-sftp',
      sftp('sftp.acme.example'),
    );
    expect(sftpStored.statusCode, sftpStored.body).toBe(200);
    const sftpCleared = await call(t.app, s.partner, 'PUT', '/partner/v1/setting/eft-sftp', sftp(''));
    expect(sftpCleared.statusCode, sftpCleared.body).toBe(200);
    expect((await call(t.app, s.partner, 'GET', '/partner/v1/setting/eft-sftp')).json()).toMatchObject({
      data: { host: '' },
    });
  });

  it("refuses a location session the partner's own mail server", async () => {
    const response = await call(t.app, s.location, 'POST', '/partner/v1/setting/smtp', {
      host: '127.0.0.1',
      port: 25,
      secure: false,
      fromAddress: 'x@acme.test',
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers every call as the contract says', () => {
    expect(t.contractMismatches).toEqual([]);
  });
});
