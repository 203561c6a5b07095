import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../seed/demo-data';
import { sourceFailurePeak } from './source-failure-peak';
import { type AuthTestApp, useAuthTestApp } from '../test/auth-test-app';
import { authHeaders, signInSystem } from '../test/sessions';

/*
 * Issue 25: per source, only failures count; 20 failed sign-ins from one source within 15 minutes, across any
 * accounts, slow every further attempt from that source (1 s, doubling). The state is a table, so every API
 * process on the same database sees it.
 */

let t: AuthTestApp;

useAuthTestApp((app) => {
  t = app;
});

const attempt = (remoteAddress: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/system/v1/auths', payload: { email, password }, remoteAddress });

async function timed(run: () => Promise<{ statusCode: number }>) {
  const started = Date.now();
  const response = await run();
  return { status: response.statusCode, ms: Date.now() - started };
}

describe('the per-source sign-in limiter', () => {
  it('slows a source down after 20 failures across 20 accounts, and not another source (issue 25)', async () => {
    const source = '203.0.113.7';
    // Successes never count: a source signing in often is not slowed.
    for (let i = 0; i < 3; i++) {
      expect(
        (await attempt(source, DEMO_USERS.systemAdmin.email, DEMO_USERS.systemAdmin.password)).statusCode,
      ).toBe(200);
    }
    // One wrong password for each of 20 accounts: no account reaches its own lock (5), the source reaches 20.
    for (let i = 0; i < 20; i++) {
      const wrong = await timed(() => attempt(source, `sprayed-${i}@ridgeline.test`, 'Not-The-Password-1'));
      expect(wrong.status).toBe(401);
    }
    const slowed = await timed(() => attempt(source, 'sprayed-20@ridgeline.test', 'Not-The-Password-1'));
    expect(slowed.status).toBe(401);
    expect(slowed.ms).toBeGreaterThanOrEqual(1000);
    const slower = await timed(() => attempt(source, 'sprayed-21@ridgeline.test', 'Not-The-Password-1'));
    expect(slower.ms).toBeGreaterThanOrEqual(2000);

    const other = await timed(() =>
      attempt('198.51.100.9', 'sprayed-22@ridgeline.test', 'Not-The-Password-1'),
    );
    expect(other.status).toBe(401);
    // Another source waits only for its own password check, not the doubled delay.
    expect(other.ms).toBeLessThan(slower.ms - 1000);

    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from sign_in_source_failures where source = ${source}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(22);
    // The test run's peak figure (source-failure-peak.ts) saw the 22 failures of that one source.
    expect(sourceFailurePeak()).toBe(22);
  }, 60_000);

  it('lets an administrator lift a lock, audited with the administrator as the actor (issue 25)', async () => {
    const source = '192.0.2.44';
    const { email, password } = DEMO_USERS.systemNewcomer;
    for (let i = 0; i < 5; i++) await attempt(source, email, 'Wrong-Password-9');
    // CJIS AC-7: five failures lock the account; even the right password is refused.
    expect((await attempt(source, email, password)).statusCode).toBe(403);
    const rows = await t.database.db.execute(sql`select id from users where email = ${email}`);
    const id = (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const admin = await signInSystem(t.app);
    const unlocked = await t.app.inject({
      method: 'POST',
      url: `/system/v1/user/${id}/unlock`,
      headers: authHeaders(admin),
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toMatchObject({ message: 'Sign-in lock lifted' });
    expect((await attempt(source, email, password)).statusCode).toBe(200);
    const audited = await t.database.db.execute(
      sql`select details from audit_log where action = 'ACCOUNT_UNLOCKED'`,
    );
    const details = (audited as unknown as { rows: { details: Record<string, unknown> }[] }).rows;
    expect(details).toHaveLength(1);
    expect(details[0]?.details).toMatchObject({ userId: id });
  });

  it('answers every call as the contract says', () => {
    expect(t.contractMismatches).toEqual([]);
  });
});
