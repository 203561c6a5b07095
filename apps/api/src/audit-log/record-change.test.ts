import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema';
import { DEMO_USERS } from '../seed/demo-data';
import { type AuthTestApp, useAuthTestApp } from '../test/auth-test-app';
import { recordChange, REDACTED, withoutSecrets } from './record-change';
import { authHeaders, signInSystem } from '../test/sessions';

let t: AuthTestApp;
let actorId: string;
const partnerId = '7a1f2c3d-0000-4000-8000-000000000001';

useAuthTestApp(async (app) => {
  t = app;
  const [admin] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.email, DEMO_USERS.partnerAdmin.email));
  actorId = admin!.id;
});

/** The part of a request recordChange reads: the session and the address. */
function partnerRequest(): FastifyRequest {
  return {
    ip: '203.0.113.9',
    auth: { user: { id: actorId }, session: { area: 'partner', partnerId } },
  } as unknown as FastifyRequest;
}

describe('recordChange and the append-only audit trail', () => {
  it('records who, where, what and the before and after values without secrets', async () => {
    await recordChange(t.database.db, partnerRequest(), {
      action: 'LOCATION_UPDATED',
      entityType: 'location',
      entityId: 'loc-1',
      before: {
        title: 'Downtown',
        sftpPassword: 'hunter2',
        opens: new Date('2026-01-01T09:00:00Z'),
        enforcePasswordChange: true,
      },
      after: {
        title: 'Downtown East',
        sftpPassword: 'correct horse',
        opens: new Date('2026-01-01T09:00:00Z'),
        enforcePasswordChange: false,
      },
      at: t.clock.now(),
    });
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'LOCATION_UPDATED'));
    expect(row).toMatchObject({
      area: 'partner',
      actor: actorId,
      ip: '203.0.113.9',
      entityType: 'location',
      entityId: 'loc-1',
      partnerId,
      outcome: 'SUCCESS',
    });
    expect(row?.details).toEqual({
      before: {
        title: 'Downtown',
        sftpPassword: REDACTED,
        opens: '2026-01-01T09:00:00.000Z',
        enforcePasswordChange: true,
      },
      after: {
        title: 'Downtown East',
        sftpPassword: REDACTED,
        opens: '2026-01-01T09:00:00.000Z',
        enforcePasswordChange: false,
      },
      changed: ['title', 'sftpPassword', 'enforcePasswordChange'],
    });
    expect(JSON.stringify(row)).not.toContain('hunter2');
  });

  it('stores a NUL character typed by a caller instead of failing the write', async () => {
    await recordChange(t.database.db, partnerRequest(), {
      action: 'ROLE_CREATED',
      entityType: 'role',
      entityId: 'role\u0000x',
      after: { title: 'a\u0000b' },
    });
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'ROLE_CREATED'));
    expect(row?.entityId).toBe('role\\u0000x');
  });

  it('refuses UPDATE, DELETE and TRUNCATE of audit rows in the database itself', async () => {
    // drizzle wraps the server's error; the trigger's message is its cause.
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'accepted',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(t.database.db.execute(sql`update audit_log set action = 'X'`))).toMatch(
      /append-only: UPDATE/,
    );
    expect(await refusal(t.database.db.execute(sql`delete from audit_log`))).toMatch(/append-only: DELETE/);
    expect(await refusal(t.database.db.execute(sql`truncate audit_log`))).toMatch(/append-only: TRUNCATE/);
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(count?.n).toBeGreaterThanOrEqual(2);
  });

  it('lets a system administrator search the trail by partner and by text', async () => {
    const admin = await signInSystem(t.app);
    const search = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/system/v1/audit-logs/search',
        headers: authHeaders(admin),
        payload,
      });
    const byPartner = await search({ partnerId });
    expect(byPartner.statusCode).toBe(200);
    expect(
      byPartner
        .json()
        .data.map((row: { action: string }) => row.action)
        .sort(),
    ).toEqual(['LOCATION_UPDATED', 'ROLE_CREATED']);
    const byText = await search({ searchParameter: 'location_up' });
    expect(byText.json().data).toHaveLength(1);
    expect(byText.json().data[0]).toMatchObject({ entityType: 'location', entityId: 'loc-1', partnerId });
    // % is a literal character in a search, not a wildcard.
    expect((await search({ searchParameter: '%' })).json().totalRecords).toBe(0);
  });
});

it('answered every call above in the shape the contract gives', () => {
  expect(t.contractMismatches).toEqual([]);
});

describe('the copy of a record the trail keeps', () => {
  it('redacts a secret that has a value, and keeps an absent one, an empty one and a flag named after one as they are', () => {
    const copy = withoutSecrets({
      password: 'hunter2',
      apiKey: '',
      token: null,
      secret: undefined,
      enforcePasswordChange: true,
      nested: [{ ssn: '123-45-6789', title: 'Desk' }],
    });
    expect(copy).toStrictEqual({
      password: '[REDACTED]',
      apiKey: '[REDACTED]',
      token: null,
      secret: undefined,
      enforcePasswordChange: true,
      nested: [{ ssn: '[REDACTED]', title: 'Desk' }],
    });
  });
});
