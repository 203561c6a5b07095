import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../db/schema';
import { DEMO_USERS } from '../seed/demo-data';
import { type AuthTestApp, useAuthTestApp } from '../test/auth-test-app';
import { authHeaders, signInPortal, signInSystem, xsrfOf } from '../test/sessions';
import { expectErrorAnswer } from '../test/answers';

let t: AuthTestApp;
const MINUTE = 60_000;

useAuthTestApp((app) => {
  t = app;
});

const admin = () => signInSystem(t.app);
const portalUser = () => signInPortal(t.app, DEMO_USERS.partnerAdmin);
/** The SESSION_EXPIRED audit rows of the demo system administrator. */
async function administratorSessionExpiries() {
  const [user] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.email, DEMO_USERS.systemAdmin.email));
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'SESSION_EXPIRED'), eq(auditLog.actor, user!.id)));
}

const profile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/system/v1/user/profile', headers });

describe('sessions', () => {
  it('answers 401 "Please login to continue" without a token', async () => {
    const response = await profile({});
    expectErrorAnswer(response, 401, { code: 4011, message: 'Please login to continue', description: '' });
  });

  it('ends a session idle for more than 30 minutes with the inactivity message', async () => {
    const session = await admin();
    t.clock.advance(29 * MINUTE);
    expect((await profile(authHeaders(session))).statusCode).toBe(200);
    t.clock.advance(29 * MINUTE);
    expect((await profile(authHeaders(session))).statusCode).toBe(200);
    t.clock.advance(31 * MINUTE);
    const idle = await profile(authHeaders(session));
    expectErrorAnswer(idle, 401, {
      code: 4013,
      message: 'Your session has expired due to inactivity. Please login again',
      description: 'No call for more than 30 minutes',
    });
    const ended = await administratorSessionExpiries();
    expect(ended.map((row) => [row.outcome, row.details])).toContainEqual([
      'SUCCESS',
      { reason: 'idle-limit', sessionId: expect.any(String) },
    ]);
    // Once ended it stays ended.
    expect((await profile(authHeaders(session))).statusCode).toBe(401);
  });

  it("writes a session's activity at most once a minute and still ends it 30 minutes after its last call", async () => {
    const session = await admin();
    const lastSeen = async () => {
      const rows = await t.database.db.select().from(sessions).where(isNull(sessions.revokedAt));
      // The newest session is this test's own.
      return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!.lastSeenAt.getTime();
    };
    const signedIn = await lastSeen();
    t.clock.advance(30_000);
    expect((await profile(authHeaders(session))).statusCode).toBe(200);
    expect(await lastSeen()).toBe(signedIn);
    t.clock.advance(31_000);
    expect((await profile(authHeaders(session))).statusCode).toBe(200);
    expect(await lastSeen()).toBe(signedIn + 61_000);
    // A call 59 s after the last write is not written; 30 minutes and a millisecond after it the session is over.
    t.clock.advance(59_000);
    expect((await profile(authHeaders(session))).statusCode).toBe(200);
    t.clock.advance(30 * MINUTE + 1);
    expect((await profile(authHeaders(session))).statusCode).toBe(401);
  });

  it('ends every session 12 hours after sign-in however active it is', async () => {
    // Signed in mid-second: the token's expiry, in whole seconds, falls half a second before the session row's.
    t.clock.advance(500);
    const session = await admin();
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      t.clock.advance(20 * MINUTE);
      expect((await profile(authHeaders(session))).statusCode).toBe(200);
    }
    t.clock.advance(20 * MINUTE - 500);
    const expired = await profile(authHeaders(session));
    expect(expired.statusCode).toBe(401);
    // 4014 is the 12-hour limit's own code (docs/decisions.md), apart from a forged or foreign token's 4012.
    expect(expired.json()).toEqual({
      code: 4014,
      message: 'Your session has ended. Please login again',
      description: 'Sessions last at most 12 hours; the limit was reached',
    });
    const ended = await administratorSessionExpiries();
    expect(ended.map((row) => row.details)).toContainEqual({
      reason: 'absolute-limit',
      sessionId: expect.any(String),
    });
    // Once ended it stays ended.
    expect((await profile(authHeaders(session))).statusCode).toBe(401);
  });

  it('ends a partner session when the sign-in it was exchanged from reaches 12 hours', async () => {
    const user = await portalUser();
    const access = () =>
      t.app.inject({ method: 'GET', url: '/user-portal/v1/users/access', headers: authHeaders(user) });
    const partnerId = Object.keys((await access()).json().data.partners)[0];
    // Exchanged 40 minutes after the sign-in; kept busy, it would otherwise last until 12 h 40 min after it.
    t.clock.advance(20 * MINUTE);
    expect((await access()).statusCode).toBe(200);
    t.clock.advance(20 * MINUTE);
    const exchanged = await t.app.inject({
      method: 'POST',
      url: '/partner/v1/auths',
      headers: authHeaders(user),
      payload: { partnerId, location: false },
    });
    expect(exchanged.statusCode).toBe(200);
    const partner = { token: exchanged.json().data.token, xsrf: xsrfOf(exchanged) };
    const roles = () =>
      t.app.inject({ method: 'GET', url: '/partner/v1/roles', headers: authHeaders(partner) });
    for (let elapsed = 40; elapsed < 12 * 60 - 20; elapsed += 20) {
      t.clock.advance(20 * MINUTE);
      expect((await roles()).statusCode).toBe(200);
    }
    t.clock.advance(20 * MINUTE);
    const ended = await roles();
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({
      code: 4014,
      description: 'Sessions last at most 12 hours; the limit was reached',
    });
  });

  it('revokes the token at logout', async () => {
    const session = await admin();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/system/v1/auths/logout',
      headers: authHeaders(session),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logged out successfully' });
    const after = await profile(authHeaders(session));
    expectErrorAnswer(after, 401, {
      code: 4015,
      message: 'Your session has ended. Please login again',
      description: 'The session was logged out or revoked',
    });
  });

  it('refuses a token of one area in the others', async () => {
    const system = await admin();
    const portal = await portalUser();
    const access = await t.app.inject({
      method: 'GET',
      url: '/user-portal/v1/users/access',
      headers: authHeaders(system),
    });
    expectErrorAnswer(access, 401, {
      code: 4012,
      message: 'Your session has ended. Please login again',
      description: 'The token is altered, malformed or issued for another area than user-portal',
    });
    expect((await profile(authHeaders(portal))).statusCode).toBe(401);
    const roles = await t.app.inject({
      method: 'GET',
      url: '/partner/v1/roles',
      headers: authHeaders(portal),
    });
    expect(roles.statusCode).toBe(401);
  });

  it('refuses an altered token', async () => {
    const session = await admin();
    const [header, payload] = session.token.split('.');
    const forged = { ...session, token: `${header}.${payload}.AAAA` };
    expect((await profile(authHeaders(forged))).statusCode).toBe(401);
  });

  it('answers 403 to a state-changing call without the XSRF header', async () => {
    const session = await admin();
    const response = await t.app.inject({
      method: 'POST',
      url: '/system/v1/auths/logout',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expectErrorAnswer(response, 403, {
      code: 4030,
      message: 'Invalid or missing XSRF token. Please reload the page and try again',
      description: 'State-changing calls must send the X-XSRF-TOKEN header last received from the server',
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/system/v1/auths/logout',
      headers: { authorization: `Bearer ${session.token}`, 'x-xsrf-token': 'abc.def.ghi' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('refreshes the XSRF token on every answer, errors included, and accepts the fresh one', async () => {
    const session = await admin();
    const read = await profile(authHeaders(session));
    const fresh = xsrfOf(read);
    expect(fresh).not.toBe(session.xsrf);
    const failed = await profile({});
    expect(xsrfOf(failed)).toBeTruthy();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/system/v1/auths/logout',
      headers: { authorization: `Bearer ${session.token}`, 'x-xsrf-token': fresh },
    });
    expect(logout.statusCode).toBe(200);
  });

  it('keeps API answers out of caches and sends the security headers', async () => {
    const response = await profile({});
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('audits logouts', async () => {
    const session = await admin();
    await t.app.inject({ method: 'POST', url: '/system/v1/auths/logout', headers: authHeaders(session) });
    const reader = await admin();
    const search = await t.app.inject({
      method: 'POST',
      url: '/system/v1/audit-logs/search',
      headers: authHeaders(reader),
      payload: { action: 'LOGOUT' },
    });
    expect(search.json().data[0]).toMatchObject({
      action: 'LOGOUT',
      actorEmail: DEMO_USERS.systemAdmin.email,
      details: { outcome: 'SUCCESS', ip: '127.0.0.1' },
    });
  });
});
