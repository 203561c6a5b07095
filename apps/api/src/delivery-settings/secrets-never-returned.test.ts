import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeliveryTestApp, type DeliveryTestApp } from '../test/delivery-test-app';
import { allowOutbound } from '../outbound/outbound-guard';

let t: DeliveryTestApp;

const SECRETS = {
  smtp: 'smtp-Secret-4a1f',
  smsc: 'smsc-9b2',
  sftpPassword: 'sftp-Secret-7c3e',
  sftpKey:
    '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA-test-key-material\n-----END OPENSSH PRIVATE KEY-----',
};

beforeAll(async () => {
  t = await startDeliveryTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('stored secrets', () => {
  it('never appear in any settings response, and are stored sealed', async () => {
    const bodies: string[] = [];
    const record = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const response = await t.call(method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
      bodies.push(JSON.stringify(response.headers) + response.body);
      return response;
    };
    // Local ports nothing listens on, named as a deployment would name its internal servers.
    allowOutbound('127.0.0.1:2525,127.0.0.1:2526,127.0.0.1:2775,127.0.0.1:1');
    await record('POST', '/system/v1/setting/smtp', {
      host: '127.0.0.1',
      port: 2525,
      secure: false,
      username: 'mailer',
      password: SECRETS.smtp,
      fromAddress: 'ops@ridgeline.test',
    });
    await record('POST', '/system/v1/setting/smsc', {
      host: '127.0.0.1',
      port: 2775,
      systemId: 'ridgeline',
      password: SECRETS.smsc,
      sourceAddress: 'Ridgeline',
      enabled: true,
    });
    await record('PUT', '/system/v1/setting/eft-sftp', {
      host: '127.0.0.1',
      port: 1,
      username: 'eft',
      password: SECRETS.sftpPassword,
      privateKey: SECRETS.sftpKey,
      remoteDirectory: 'incoming',
      enabled: true,
    });
    // Saving again without the secrets keeps them (write-only fields the screen never holds).
    const kept = await record('POST', '/system/v1/setting/smtp', {
      host: '127.0.0.1',
      port: 2526,
      secure: false,
      username: 'mailer',
      fromAddress: 'ops@ridgeline.test',
    });
    expect(kept.json()).toMatchObject({ data: { passwordSet: true, port: 2526 } });
    for (const url of ['/system/v1/setting/smtp', '/system/v1/setting/smsc', '/system/v1/setting/eft-sftp']) {
      await record('GET', url);
    }
    await record('POST', '/system/v1/setting/eft-sftp/test');
    await record('POST', '/system/v1/setting/smtp/test', { to: 'someone@example.com' });
    await record('POST', '/system/v1/deliveries/search', {});

    expect(bodies.length).toBe(10);
    for (const body of bodies) {
      for (const secret of Object.values(SECRETS)) expect(body).not.toContain(secret);
      expect(body).not.toContain('test-key-material');
    }

    const stored = await t.database.db.execute(
      sql`select config::text as config, sealed_secrets from delivery_settings`,
    );
    const rows = (stored as unknown as { rows: { config: string; sealed_secrets: string }[] }).rows;
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.sealed_secrets).toMatch(/^v1:/);
      for (const secret of Object.values(SECRETS)) {
        expect(row.config).not.toContain(secret);
        expect(row.sealed_secrets).not.toContain(secret);
      }
    }
  });

  it('clears a secret when asked with an empty value', async () => {
    const cleared = await t.call('POST', '/system/v1/setting/smtp', {
      host: '127.0.0.1',
      port: 2526,
      secure: false,
      password: '',
      fromAddress: 'ops@ridgeline.test',
    });
    expect(cleared.json()).toMatchObject({ data: { passwordSet: false } });
  });

  it('clears the stored mail server when its host is saved empty (issue 25)', async () => {
    const response = await t.call('POST', '/system/v1/setting/smtp', {
      host: '  ',
      port: 25,
      secure: false,
      fromAddress: 'ops@ridgeline.test',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { host: '', passwordSet: false } });
    const shown = await t.call('GET', '/system/v1/setting/smtp');
    expect(shown.json()).toMatchObject({ data: { host: '' } });
  });

  it('answers every call as the contract says', () => {
    expect(t.contractMismatches).toEqual([]);
  });
});
