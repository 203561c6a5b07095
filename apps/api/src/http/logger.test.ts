import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test/test-database';
import { createLogger, redactSecrets } from './logger';

let database: Database;
const lines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('logs never carry secrets', () => {
  it('redacts the reset token of a password-reset link from the access log', async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      config: { webDistDir: '/nonexistent-web-dist' },
      database,
      logger: createLogger('info', sink),
    });
    const token = 'Zq3-secret-reset-token_abc';
    await app.inject({ method: 'GET', url: `/auth/reset-password?area=system&token=${token}` });
    await app.inject({
      method: 'GET',
      url: '/system/v1/user/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/auth/reset-password?area=system&token=[REDACTED]');
    expect(log).not.toContain(token);
  });

  it('redacts secret-named query values and bearer tokens in any text', () => {
    expect(redactSecrets('GET /x?id=1&signature=abc&expires=2&api_key=k#top')).toBe(
      'GET /x?id=1&signature=[REDACTED]&expires=2&api_key=[REDACTED]#top',
    );
    expect(redactSecrets('Authorization: Bearer eyJ.abc.def')).toBe('Authorization: Bearer [REDACTED]');
  });

  it("redacts the contract's x-secret path and query parameters, and leaves literal sibling paths alone", () => {
    const token = 'K79oyYTom4yJp_zqdSJIn70wO6jezB-nsa2nmARq8io';
    expect(redactSecrets(`GET /user-portal/v1/invitations/${token} 200`)).toBe(
      'GET /user-portal/v1/invitations/[REDACTED] 200',
    );
    expect(redactSecrets(`"url":"/user-portal/v1/invitations/${token}?x=1"`)).toBe(
      '"url":"/user-portal/v1/invitations/[REDACTED]?x=1"',
    );
    expect(redactSecrets('POST /user-portal/v1/invitations/accept')).toBe(
      'POST /user-portal/v1/invitations/accept',
    );
    expect(redactSecrets('/system/v1/files/f1?expires=1&signature=s3cr3t')).toBe(
      '/system/v1/files/f1?expires=1&signature=[REDACTED]',
    );
  });
});
