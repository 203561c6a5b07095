import { describe, expect, it } from 'vitest';
import { and, eq, gte } from 'drizzle-orm';
import { auditLog, users } from '../db/schema';
import { DEMO_USERS } from '../seed/demo-data';
import { type AuthTestApp, useAuthTestApp } from '../test/auth-test-app';
import { authHeaders, signInSystem } from '../test/sessions';
import { expectErrorAnswer, expectRefusal } from '../test/answers';

let t: AuthTestApp;
const MINUTE = 60_000;

useAuthTestApp((app) => {
  t = app;
});

const attempt = (area: 'system' | 'user-portal', email: string, password: string) =>
  t.app.inject({ method: 'POST', url: `/${area}/v1/auths`, payload: { email, password } });

async function auditRows(action: string) {
  const admin = await signInSystem(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/system/v1/audit-logs/search',
    headers: authHeaders(admin),
    payload: { action, pageSize: 50 },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    data: { actorEmail: string; action: string; occurredOn: string; details: Record<string, unknown> }[];
  }>().data;
}

describe('sign-in', () => {
  it('signs a system administrator in with a token and the signed-in user info', async () => {
    const response = await attempt('system', DEMO_USERS.systemAdmin.email, DEMO_USERS.systemAdmin.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.token.split('.')).toHaveLength(3);
    expect(body).toEqual({
      data: {
        token: body.data.token,
        user: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          fullName: 'Avery Admin',
          email: DEMO_USERS.systemAdmin.email,
          companyLogo: null,
          favicon: null,
          enforcePasswordChange: false,
        },
      },
      message: 'Logged in successfully',
    });
    expect(response.headers['x-xsrf-token']).toBeTruthy();
  });

  it('matches the e-mail without regard to case', async () => {
    const response = await attempt('system', 'ADMIN@Ridgeline.test', DEMO_USERS.systemAdmin.password);
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 "Invalid email or password" for a wrong password and for an unknown e-mail alike', async () => {
    const wrong = await attempt('user-portal', DEMO_USERS.locationOperator.email, 'not-the-password');
    const unknown = await attempt('user-portal', 'nobody@ridgeline.test', 'not-the-password');
    expectErrorAnswer(wrong, 401, {
      code: 4010,
      message: 'Invalid email or password',
      description: '4 attempts left before the account is locked',
    });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    t.clock.advance(16 * MINUTE);
  });

  it('counts and locks an unknown e-mail exactly like an account, so the lock tells nothing either', async () => {
    const known = DEMO_USERS.locationOperator.email;
    const unknown = 'no-such-person@ridgeline.test';
    for (let n = 1; n <= 5; n++) {
      const a = await attempt('user-portal', known, `wrong-${n}`);
      const b = await attempt('user-portal', unknown, `wrong-${n}`);
      expect([b.statusCode, b.json()]).toEqual([a.statusCode, a.json()]);
      expect(a.statusCode).toBe(n < 5 ? 401 : 403);
    }
    const lockedKnown = await attempt('user-portal', known, DEMO_USERS.locationOperator.password);
    const lockedUnknown = await attempt('user-portal', unknown, 'anything');
    expect(lockedKnown.statusCode).toBe(403);
    expect(lockedUnknown.json()).toEqual(lockedKnown.json());
    t.clock.advance(31 * MINUTE);
  });

  // A loaded machine (CI shares two cores) can skew one run; a real leak (argon2 skipped) fails every retry.
  it(
    'answers unknown and known e-mails in the same time (fastest of 20 calls each within a third)',
    // Forty sign-ins, each an argon2 check: far beyond the default time on a loaded machine.
    { retry: 2, timeout: 180_000 },
    async () => {
      // A retry starts after any lock or failure window an earlier attempt left behind.
      t.clock.advance(31 * MINUTE);
      const known: number[] = [];
      const unknown: number[] = [];
      const timed = async (email: string) => {
        const started = performance.now();
        const response = await attempt('system', email, 'not-the-password');
        expect(response.statusCode, response.body).toBe(401);
        return performance.now() - started;
      };
      for (let n = 0; n < 20; n++) {
        // Alternate, and stay under five failures per 15 minutes so every call checks a password.
        known.push(await timed(DEMO_USERS.systemAdmin.email));
        unknown.push(await timed('nobody-here@ridgeline.test'));
        t.clock.advance(4 * MINUTE);
      }
      const fastest = (values: number[]) => Math.min(...values);
      // Load on the machine only ever adds time, to either side at random: the fastest call of each side is its
      // own cost. A known account also writes rows that refer to it, which on the embedded database under load
      // cost more than on a quiet machine (fastest calls measured 99 against 128 ms, 0.77); skipping the password
      // check for an unknown e-mail takes it far below two thirds.
      const ratio = fastest(unknown) / fastest(known);
      const timings = `fastest ${fastest(unknown).toFixed(1)} ms unknown, ${fastest(known).toFixed(1)} ms known`;
      expect(ratio, timings).toBeGreaterThan(2 / 3);
      expect(ratio, timings).toBeLessThan(3 / 2);
      t.clock.advance(16 * MINUTE);
    },
  );

  it('evaluates at most five of 15 guesses sent at once, and locks once', async () => {
    const { email } = DEMO_USERS.systemNewcomer;
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, n) => attempt('system', email, `parallel-guess-${n}`)),
    );
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, user!.id), eq(auditLog.action, 'SIGN_IN')));
    const evaluated = rows.filter((row) => row.details?.['reason'] === 'wrong-password');
    expect(evaluated).toHaveLength(5);
    expect(rows.filter((row) => row.details?.['reason'] === 'locked')).toHaveLength(10);
    expect(responses.filter((response) => response.statusCode === 401)).toHaveLength(4);
    const lockAnswers = new Set(
      responses.filter((response) => response.statusCode === 403).map((response) => response.body),
    );
    expect(lockAnswers.size).toBe(1);
    t.clock.advance(31 * MINUTE);
  });

  it('keeps the realms apart: a portal user cannot sign in to the system area', async () => {
    const response = await attempt('system', DEMO_USERS.partnerAdmin.email, DEMO_USERS.partnerAdmin.password);
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 naming the field when the request does not match the contract', async () => {
    const badEmail = await attempt('system', 'not-an-email', 'x');
    expectErrorAnswer(badEmail, 400, {
      code: 4000,
      message: 'email must be a valid email',
      description: 'email must be a valid email',
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/system/v1/auths',
      payload: { email: 'a@b.co' },
    });
    expectRefusal(missing, 400, 'password is a required field');
  });

  it('audits a sign-in refused as malformed under the e-mail typed, or none when it is not text', async () => {
    const email = 'malformed.probe@ridgeline.test';
    const noPassword = await t.app.inject({ method: 'POST', url: '/system/v1/auths', payload: { email } });
    expect(noPassword.statusCode).toBe(400);
    const notText = await t.app.inject({
      method: 'POST',
      url: '/user-portal/v1/auths',
      payload: { email: ['malformed.list@ridgeline.test'], password: 'x' },
    });
    expect(notText.statusCode).toBe(400);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'SIGN_IN'), eq(auditLog.outcome, 'FAILURE')));
    const malformed = rows.filter((row) => (row.details as { reason?: string }).reason === 'invalid-request');
    // The validator's own wording is kept for the auditor; no partner or location is named outside the partner area.
    expect(malformed.map((row) => [row.area, row.actor, row.details])).toEqual(
      expect.arrayContaining([
        ['system', email, { reason: 'invalid-request', message: expect.any(String) }],
        ['user-portal', null, { reason: 'invalid-request', message: expect.any(String) }],
      ]),
    );
  });

  it('locks the account after five failed sign-ins within 15 minutes, naming the lock and when it ends', async () => {
    const { email, password } = DEMO_USERS.partnerAdmin;
    // Failures of earlier tests fall out of the 15-minute window, so the test counts only its own.
    t.clock.advance(16 * MINUTE);
    const start = t.clock.now();
    for (let n = 1; n <= 4; n++) {
      const response = await attempt('user-portal', email, `wrong-${n}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().description).toBe(
        `${5 - n} attempt${5 - n === 1 ? '' : 's'} left before the account is locked`,
      );
      t.clock.advance(3 * MINUTE);
    }
    const fifth = await attempt('user-portal', email, 'wrong-5');
    const until = new Date(start.getTime() + 12 * MINUTE + 30 * MINUTE);
    const untilText = `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    expectErrorAnswer(fifth, 403, {
      code: 4031,
      message: `Your account is locked after 5 failed sign-in attempts. Try again after ${untilText}`,
      description: until.toISOString(),
    });

    // Even the right password is refused while the lock lasts.
    t.clock.advance(29 * MINUTE);
    const duringLock = await attempt('user-portal', email, password);
    expect(duringLock.statusCode).toBe(403);
    expect(duringLock.json().code).toBe(4031);

    t.clock.advance(2 * MINUTE);
    const afterLock = await attempt('user-portal', email, password);
    expect(afterLock.statusCode).toBe(200);
  });

  it('does not lock when the five failures are spread over more than 15 minutes', async () => {
    const { email, password } = DEMO_USERS.locationOperator;
    t.clock.advance(16 * MINUTE);
    for (let n = 1; n <= 5; n++) {
      const response = await attempt('user-portal', email, `wrong-${n}`);
      expect(response.statusCode).toBe(401);
      t.clock.advance(4 * MINUTE);
    }
    expect((await attempt('user-portal', email, password)).statusCode).toBe(200);
  });

  it('refuses a deactivated account with 403 even with the right password: no session, the refusal audited', async () => {
    const { email, password } = DEMO_USERS.locationOperator;
    // Past any lock or failure window another test left.
    t.clock.advance(31 * MINUTE);
    const since = t.clock.now();
    await t.database.db.update(users).set({ active: false }).where(eq(users.email, email));
    try {
      const refused = await attempt('user-portal', email, password);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 4033 });
      expect(refused.json().data).toBeUndefined();
      const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
      const denied = await t.database.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'SIGN_IN'),
            eq(auditLog.actor, user!.id),
            eq(auditLog.outcome, 'DENIED'),
            gte(auditLog.at, since),
          ),
        );
      expect(denied.map((row) => row.details)).toEqual([{ reason: 'inactive' }]);
    } finally {
      await t.database.db.update(users).set({ active: true }).where(eq(users.email, email));
    }
  });

  it('shows the lock to administrators in the audit log', async () => {
    // A lock of its own, so the test passes alone and in any order.
    const { email } = DEMO_USERS.partnerAdmin;
    t.clock.advance(31 * MINUTE);
    const since = t.clock.now().toISOString();
    for (let n = 1; n <= 5; n++) await attempt('user-portal', email, `wrong-${n}`);
    const until = new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString();
    const locks = (await auditRows('ACCOUNT_LOCKED')).filter((row) => row.occurredOn >= since);
    expect(locks).toHaveLength(1);
    expect(locks[0]).toMatchObject({
      actorEmail: email,
      action: 'ACCOUNT_LOCKED',
      details: { lockedUntil: until },
    });
    t.clock.advance(31 * MINUTE);
  });

  it('audits each sign-in and failure with who, when, from where and the outcome', async () => {
    const { email, password } = DEMO_USERS.systemAdmin;
    t.clock.advance(16 * MINUTE);
    const since = t.clock.now().toISOString();
    expect((await attempt('system', email, 'not-the-password')).statusCode).toBe(401);
    t.clock.advance(MINUTE);
    expect((await attempt('system', email, password)).statusCode).toBe(200);
    const rows = (await auditRows('SIGN_IN')).filter(
      (row) => row.actorEmail === email && row.occurredOn >= since,
    );
    // Newest first: the audit reader's own sign-in, the success above, the failure above.
    expect(rows.map((row) => row.details['outcome'])).toEqual(['SUCCESS', 'SUCCESS', 'FAILURE']);
    for (const row of rows) expect(row).toMatchObject({ action: 'SIGN_IN', details: { ip: '127.0.0.1' } });
  });
});
