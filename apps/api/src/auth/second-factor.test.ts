import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { auditLog, secondFactorChallenges, secondFactors, sessions, users } from '../db/schema';
import { DEMO_USERS } from '../seed/demo-data';
import { SECOND_PARTNER_USERS } from '../seed/second-partner';
import { type AuthTestApp, useAuthTestApp } from '../test/auth-test-app';
import { partnerIdByCode } from '../test/partner-session';
import { authHeaders, type Session, signIn, signInPortal, signInSystem, xsrfOf } from '../test/sessions';
import { expectErrorAnswer } from '../test/answers';

let t: AuthTestApp;
let admin: Session;
const STEP = 30_000;
const MINUTE = 60_000;

useAuthTestApp(async (app) => {
  t = app;
  // Signed in while the demo data keeps the second factor off; this session turns it on below.
  admin = await signInSystem(t.app);
});

const post = (url: string, payload: object, session?: Session) =>
  t.app.inject({ method: 'POST', url, payload, ...(session ? { headers: authHeaders(session) } : {}) });
const get = (url: string, session: Session) =>
  t.app.inject({ method: 'GET', url, headers: authHeaders(session) });
const password = (area: 'system' | 'user-portal', email: string, pass: string) =>
  post(`/${area}/v1/auths`, { email, password: pass });
/** The code an authenticator app shows at the test clock's time (the same library as the server). */
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

async function challengeOf(area: 'system' | 'user-portal', email: string, pass: string) {
  const response = await password(area, email, pass);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.data.token).toBeUndefined();
  return body.data.secondFactor as { challengeToken: string; enrolmentRequired: boolean };
}

async function auditActions(email?: string) {
  const rows = await t.database.db.select().from(auditLog);
  const [user] = email ? await t.database.db.select().from(users).where(eq(users.email, email)) : [];
  return rows
    .filter((row) => !user || row.actor === user.id || row.entityId === user.id)
    .map((row) => row.action);
}

let adminSecret = '';
let recoveryCodes: string[] = [];

describe('multi-factor sign-in of system administrators', () => {
  it('is required once the system setting asks for it (saved by an administrator, audited)', async () => {
    const saved = t.app.inject({
      method: 'PUT',
      url: '/system/v1/setting/security',
      headers: authHeaders(admin),
      payload: { requireSecondFactor: true },
    });
    expect((await saved).statusCode).toBe(200);
    expect((await get('/system/v1/setting/security', admin)).json().data).toEqual({
      requireSecondFactor: true,
    });
    const [change] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'SETTING_UPDATED'));
    expect(change?.details).toMatchObject({
      before: { requireSecondFactor: false },
      after: { requireSecondFactor: true },
    });
    const challenge = await challengeOf(
      'system',
      DEMO_USERS.systemAdmin.email,
      DEMO_USERS.systemAdmin.password,
    );
    expect(challenge).toEqual({ challengeToken: expect.any(String), enrolmentRequired: true });
  });

  it('enrols with a QR-code secret during sign-in, confirmed by its first code, and hands out recovery codes', async () => {
    const { challengeToken } = await challengeOf(
      'system',
      DEMO_USERS.systemAdmin.email,
      DEMO_USERS.systemAdmin.password,
    );
    const started = await post('/system/v1/auths/second-factor/enrolment', { challengeToken });
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri } = started.json().data;
    adminSecret = secret;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Ridgeline:admin%40ridgeline\.test\?/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    const [stored] = await t.database.db.select().from(secondFactors);
    expect(JSON.stringify(stored)).not.toContain(secret);

    const wrong = await post('/system/v1/auths/second-factor/enrolment/confirm', {
      challengeToken,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 4016, message: 'Invalid code' });

    const confirmed = await post('/system/v1/auths/second-factor/enrolment/confirm', {
      challengeToken,
      code: await codeAt(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    recoveryCodes = confirmed.json().data.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const session = { token: confirmed.json().data.token, xsrf: xsrfOf(confirmed) };
    expect((await get('/system/v1/user/profile', session)).statusCode).toBe(200);
    // The challenge was spent by this sign-in.
    const again = await post('/system/v1/auths/second-factor', {
      challengeToken,
      code: await codeAt(secret),
    });
    expect(again.json().code).toBe(4017);
    const stored2 = JSON.stringify(await t.database.db.select().from(secondFactors));
    for (const code of recoveryCodes) expect(stored2).not.toContain(code);
    expect(await auditActions(DEMO_USERS.systemAdmin.email)).toContain('SECOND_FACTOR_ENROLLED');
  });

  it('does not let a password alone replace an enrolled factor', async () => {
    const { challengeToken, enrolmentRequired } = await challengeOf(
      'system',
      DEMO_USERS.systemAdmin.email,
      DEMO_USERS.systemAdmin.password,
    );
    expect(enrolmentRequired).toBe(false);
    const replace = await post('/system/v1/auths/second-factor/enrolment', { challengeToken });
    expect(replace.statusCode).toBe(400);
  });

  it('signs in with the current code, and refuses the same code again (replay)', async () => {
    t.clock.advance(STEP);
    const code = await codeAt(adminSecret);
    const first = await challengeOf('system', DEMO_USERS.systemAdmin.email, DEMO_USERS.systemAdmin.password);
    const ok = await post('/system/v1/auths/second-factor', { challengeToken: first.challengeToken, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.email).toBe(DEMO_USERS.systemAdmin.email);
    const [row] = await t.database.db.select().from(sessions).orderBy(sessions.createdAt);
    expect(row).toBeTruthy();
    const second = await challengeOf('system', DEMO_USERS.systemAdmin.email, DEMO_USERS.systemAdmin.password);
    const replay = await post('/system/v1/auths/second-factor', {
      challengeToken: second.challengeToken,
      code,
    });
    expectErrorAnswer(replay, 401, {
      code: 4016,
      message: 'Invalid code',
      description: '4 attempts left before the account is locked',
    });
    t.clock.advance(STEP);
    const next = await post('/system/v1/auths/second-factor', {
      challengeToken: second.challengeToken,
      code: await codeAt(adminSecret),
    });
    expect(next.statusCode).toBe(200);
  });

  it('accepts a recovery code once, typed in any case and without the dash', async () => {
    const code = recoveryCodes[0]!;
    const first = await challengeOf('system', DEMO_USERS.systemAdmin.email, DEMO_USERS.systemAdmin.password);
    const used = await post('/system/v1/auths/second-factor', {
      challengeToken: first.challengeToken,
      code: code.replace('-', '').toLowerCase(),
    });
    expect(used.statusCode).toBe(200);
    const status = await get('/system/v1/user/second-factor', {
      token: used.json().data.token,
      xsrf: xsrfOf(used),
    });
    expect(status.json().data).toMatchObject({ enabled: true, required: true, recoveryCodesLeft: 9 });
    const second = await challengeOf('system', DEMO_USERS.systemAdmin.email, DEMO_USERS.systemAdmin.password);
    const reused = await post('/system/v1/auths/second-factor', {
      challengeToken: second.challengeToken,
      code,
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe(4016);
    t.clock.advance(16 * MINUTE);
  });

  it('answers a wrong password of an enrolled account exactly like an unknown e-mail (no challenge)', async () => {
    const wrong = await password('system', DEMO_USERS.systemAdmin.email, 'not-the-password');
    const unknown = await password('system', 'nobody-here@ridgeline.test', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    t.clock.advance(16 * MINUTE);
  });

  it('refuses an unknown or expired challenge with "sign in again"', async () => {
    const unknown = await post('/system/v1/auths/second-factor', {
      challengeToken: 'x'.repeat(43),
      code: '123456',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe(4017);
    const { challengeToken } = await challengeOf(
      'system',
      DEMO_USERS.systemAdmin.email,
      DEMO_USERS.systemAdmin.password,
    );
    t.clock.advance(5 * MINUTE + 1000);
    const late = await post('/system/v1/auths/second-factor', {
      challengeToken,
      code: await codeAt(adminSecret),
    });
    expect(late.json().code).toBe(4017);
  });

  it('counts wrong codes with the password failures: the fifth locks the account and ends the challenge', async () => {
    t.clock.advance(16 * MINUTE);
    const { challengeToken } = await challengeOf(
      'system',
      DEMO_USERS.systemAdmin.email,
      DEMO_USERS.systemAdmin.password,
    );
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post('/system/v1/auths/second-factor', { challengeToken, code: '999999' }),
      ),
    );
    const codes = answers.map((answer) => answer.json().code as number);
    // Four wrong codes are evaluated and told so; the fifth locks; the rest meet the lock or the ended challenge.
    expect(codes.filter((code) => code === 4016)).toHaveLength(4);
    expect(codes.filter((code) => code === 4031).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((code) => [4016, 4031, 4017].includes(code))).toBe(true);
    const right = await post('/system/v1/auths/second-factor', {
      challengeToken,
      code: await codeAt(adminSecret),
    });
    expect(right.statusCode).toBe(401);
    expect(right.json().code).toBe(4017);
    const locked = await password('system', DEMO_USERS.systemAdmin.email, DEMO_USERS.systemAdmin.password);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe(4031);
    t.clock.advance(31 * MINUTE);
  });
});

describe('the forced password change with a second factor', () => {
  it('enrols, changes the e-mailed password, then signs in with the new password and a code', async () => {
    const email = DEMO_USERS.systemNewcomer.email;
    const first = await challengeOf('system', email, DEMO_USERS.systemNewcomer.password);
    expect(first.enrolmentRequired).toBe(true);
    const { secret } = (
      await post('/system/v1/auths/second-factor/enrolment', { challengeToken: first.challengeToken })
    ).json().data;
    const enrolled = await post('/system/v1/auths/second-factor/enrolment/confirm', {
      challengeToken: first.challengeToken,
      code: await codeAt(secret),
    });
    expect(enrolled.json().data.user.enforcePasswordChange).toBe(true);
    const session = { token: enrolled.json().data.token, xsrf: xsrfOf(enrolled) };
    expect((await get('/system/v1/user/profile', session)).statusCode).toBe(403);
    const changed = await post(
      '/system/v1/system/enforce-password',
      {
        oldPassword: DEMO_USERS.systemNewcomer.password,
        newPassword: 'Chosen-Newcomer-7731',
        confirmPassword: 'Chosen-Newcomer-7731',
      },
      session,
    );
    expect(changed.statusCode).toBe(200);
    const again = await challengeOf('system', email, 'Chosen-Newcomer-7731');
    expect(again.enrolmentRequired).toBe(false);
    t.clock.advance(STEP);
    const signedIn = await post('/system/v1/auths/second-factor', {
      challengeToken: again.challengeToken,
      code: await codeAt(secret),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.enforcePasswordChange).toBe(false);
  });
});

describe('the second factor of portal users', () => {
  let partnerId = '';
  let portal: Session;

  it('is optional: a portal user sets it up from their account and then signs in with a code', async () => {
    partnerId = await partnerIdByCode(t.database.db, 'acme');
    portal = await signInPortal(t.app, DEMO_USERS.partnerAdmin);
    expect((await get('/user-portal/v1/users/second-factor', portal)).json().data).toEqual({
      enabled: false,
      required: false,
      enabledOn: null,
      recoveryCodesLeft: 0,
    });
    const started = await post('/user-portal/v1/users/second-factor/enrolment', {}, portal);
    const { secret } = started.json().data;
    const confirmed = await post(
      '/user-portal/v1/users/second-factor/enrolment/confirm',
      { code: await codeAt(secret) },
      portal,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.recoveryCodes).toHaveLength(10);
    const challenge = await challengeOf(
      'user-portal',
      DEMO_USERS.partnerAdmin.email,
      DEMO_USERS.partnerAdmin.password,
    );
    expect(challenge.enrolmentRequired).toBe(false);
  });

  it('can be reset by a system administrator (audited), after which the password alone signs in', async () => {
    t.clock.advance(STEP);
    const { challengeToken } = await challengeOf(
      'system',
      DEMO_USERS.systemAdmin.email,
      DEMO_USERS.systemAdmin.password,
    );
    const signedIn = await post('/system/v1/auths/second-factor', {
      challengeToken,
      code: await codeAt(adminSecret),
    });
    admin = { token: signedIn.json().data.token, xsrf: xsrfOf(signedIn) };
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_USERS.partnerAdmin.email));
    const reset = await post('/system/v1/second-factor-resets', { userId: user!.id }, admin);
    expect(reset.statusCode).toBe(200);
    expect((await post('/system/v1/second-factor-resets', { userId: user!.id }, admin)).statusCode).toBe(404);
    expect((await post('/system/v1/second-factor-resets', { userId: 'not-a-uuid' }, admin)).statusCode).toBe(
      400,
    );
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'SECOND_FACTOR_RESET'));
    expect(row).toMatchObject({ entityType: 'user', entityId: user!.id, area: 'system' });
    const plain = await password(
      'user-portal',
      DEMO_USERS.partnerAdmin.email,
      DEMO_USERS.partnerAdmin.password,
    );
    expect(plain.json().data.token).toBeTruthy();
    portal = { token: plain.json().data.token, xsrf: xsrfOf(plain) };
  });

  it('is required per partner once the partner turns it on: no partner session without it', async () => {
    const entered = await post('/partner/v1/auths', { partnerId, location: false }, portal);
    const partner = { token: entered.json().data.token, xsrf: xsrfOf(entered) };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/partner/v1/setting/security',
      headers: authHeaders(partner),
      payload: { requireSecondFactor: true },
    });
    expect(saved.statusCode).toBe(200);
    const refused = await post('/partner/v1/auths', { partnerId, location: false }, portal);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(4034);
    // The operator of a location of that partner must now set one up at sign-in.
    const operator = await challengeOf(
      'user-portal',
      DEMO_USERS.locationOperator.email,
      DEMO_USERS.locationOperator.password,
    );
    expect(operator.enrolmentRequired).toBe(true);
    const disable = await post(
      '/user-portal/v1/users/second-factor/disable',
      { password: DEMO_USERS.partnerAdmin.password },
      portal,
    );
    expect(disable.statusCode).toBe(403);
    await t.app.inject({
      method: 'PUT',
      url: '/partner/v1/setting/security',
      headers: authHeaders(partner),
      payload: { requireSecondFactor: false },
    });
  });
});

describe('a second factor set up from the account page, then a locked account', () => {
  it('refuses a wrong first code with 400 (not 401, which would end the session) and keeps the factor off', async () => {
    const { email, password: pass } = SECOND_PARTNER_USERS.locationOperator;
    const portal = await signIn(t.app, 'user-portal', email, pass);
    await post('/user-portal/v1/users/second-factor/enrolment', {}, portal);
    const wrong = await post(
      '/user-portal/v1/users/second-factor/enrolment/confirm',
      { code: '000000' },
      portal,
    );
    expectErrorAnswer(wrong, 400, {
      code: 4016,
      message: 'Invalid code',
      description: 'Enter the current code of the new entry in your authenticator app',
    });
    expect((await get('/user-portal/v1/users/second-factor', portal)).json().data.enabled).toBe(false);
  });

  it('refuses the code step while the account is locked, even with the right code, and ends the challenge', async () => {
    const { email, password: pass } = SECOND_PARTNER_USERS.partnerAdmin;
    const portal = await signIn(t.app, 'user-portal', email, pass);
    const started = await post('/user-portal/v1/users/second-factor/enrolment', {}, portal);
    const { secret } = started.json().data;
    const enrolled = await post(
      '/user-portal/v1/users/second-factor/enrolment/confirm',
      { code: await codeAt(secret) },
      portal,
    );
    expect(enrolled.statusCode).toBe(200);
    const { challengeToken } = await challengeOf('user-portal', email, pass);
    // Five wrong passwords from elsewhere lock the account while this challenge is open.
    for (let n = 0; n < 5; n++) await password('user-portal', email, 'not-the-password');
    t.clock.advance(STEP);
    const refused = await post('/user-portal/v1/auths/second-factor', {
      challengeToken,
      code: await codeAt(secret),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 4031,
      message: expect.stringMatching(
        /^Your account is locked after 5 failed sign-in attempts\. Try again after /,
      ),
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const denied = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'SECOND_FACTOR'), eq(auditLog.actor, user!.id)));
    expect(denied.map((row) => [row.outcome, row.details])).toEqual([
      ['DENIED', { reason: 'locked', lockedUntil: expect.any(String) }],
    ]);
    // The lock outlasts a challenge's five minutes, so only the stored challenge shows it was ended at once.
    const challenges = await t.database.db
      .select()
      .from(secondFactorChallenges)
      .where(eq(secondFactorChallenges.userId, user!.id));
    expect(challenges.length).toBeGreaterThan(0);
    expect(challenges.every((challenge) => challenge.usedAt !== null)).toBe(true);
  });
});

describe('a code is consumed only by a successful verification (RFC 6238 §5.2)', () => {
  it('accepts the right code after a failed submit in the same 30-second step, typed with spaces, then never again', async () => {
    const { email, password: pass } = DEMO_USERS.partnerAdmin;
    const portal = await signIn(t.app, 'user-portal', email, pass);
    const started = await post('/user-portal/v1/users/second-factor/enrolment', {}, portal);
    const { secret } = started.json().data;
    const confirm = (code: string) =>
      post('/user-portal/v1/users/second-factor/enrolment/confirm', { code }, portal);
    const code = await codeAt(secret);
    expect((await confirm('000000')).statusCode).toBe(400);
    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
    const enrolled = await confirm(spaced);
    expect(enrolled.statusCode, enrolled.body).toBe(200);

    // The same code at sign-in, still within its step: refused, since it already verified once.
    const first = await challengeOf('user-portal', email, pass);
    const replay = await post('/user-portal/v1/auths/second-factor', {
      challengeToken: first.challengeToken,
      code,
    });
    expect(replay.statusCode).toBe(401);
    // A wrong code, then the next step's code: the failure consumed nothing.
    t.clock.advance(STEP);
    const next = await codeAt(secret);
    const wrong = await post('/user-portal/v1/auths/second-factor', {
      challengeToken: first.challengeToken,
      code: next === '111111' ? '222222' : '111111',
    });
    expect(wrong.statusCode).toBe(401);
    const ok = await post('/user-portal/v1/auths/second-factor', {
      challengeToken: first.challengeToken,
      code: next,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const second = await challengeOf('user-portal', email, pass);
    const again = await post('/user-portal/v1/auths/second-factor', {
      challengeToken: second.challengeToken,
      code: next,
    });
    expect(again.statusCode).toBe(401);
    await post(
      '/user-portal/v1/users/second-factor/disable',
      { password: pass },
      { token: ok.json().data.token, xsrf: xsrfOf(ok) },
    );
    t.clock.advance(16 * MINUTE);
  });
});

describe('turning one’s own second factor off', () => {
  it('asks for the password: a wrong one leaves the factor on, the right one turns it off (audited)', async () => {
    const { email, password: pass } = DEMO_USERS.locationOperator;
    const portal = await signIn(t.app, 'user-portal', email, pass);
    const started = await post('/user-portal/v1/users/second-factor/enrolment', {}, portal);
    const confirmed = await post(
      '/user-portal/v1/users/second-factor/enrolment/confirm',
      { code: await codeAt(started.json().data.secret) },
      portal,
    );
    expect(confirmed.statusCode).toBe(200);

    const wrong = await post('/user-portal/v1/users/second-factor/disable', { password: 'not-it' }, portal);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 4010 });
    expect((await get('/user-portal/v1/users/second-factor', portal)).json().data.enabled).toBe(true);

    const off = await post('/user-portal/v1/users/second-factor/disable', { password: pass }, portal);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: 'Second factor turned off' });
    expect((await get('/user-portal/v1/users/second-factor', portal)).json().data).toEqual({
      enabled: false,
      required: false,
      enabledOn: null,
      recoveryCodesLeft: 0,
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'SECOND_FACTOR_DISABLED'), eq(auditLog.entityId, user!.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: user!.id, outcome: 'SUCCESS', area: 'user-portal' });
    // The password alone signs in again.
    expect((await password('user-portal', email, pass)).json().data.token).toEqual(expect.any(String));
  });
});

describe('active sessions', () => {
  it('lists the signed-in user’s own sessions and ends one of them', async () => {
    const other = await signInPortal(t.app, DEMO_USERS.locationOperator);
    const a = await signInPortal(t.app, DEMO_USERS.partnerAdmin);
    const b = await signInPortal(t.app, DEMO_USERS.partnerAdmin);
    const listed = await get('/user-portal/v1/users/sessions', a);
    expect(listed.statusCode).toBe(200);
    const rows = listed.json().data as { id: string; current: boolean; area: string }[];
    expect(rows.filter((row) => row.current)).toHaveLength(1);
    const otherOfMine = rows.find((row) => !row.current && row.area === 'user-portal');
    expect(otherOfMine).toBeTruthy();
    const theirs = (await get('/user-portal/v1/users/sessions', other)).json().data[0].id as string;
    const del = (id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/user-portal/v1/users/sessions/${id}`,
        headers: authHeaders(a),
      });
    expect((await del(theirs)).statusCode).toBe(404);
    expect((await del('not-a-uuid')).statusCode).toBe(400);
    // End every other session of mine; b is among them and stops working.
    for (;;) {
      const left = ((await get('/user-portal/v1/users/sessions', a)).json().data as typeof rows).filter(
        (row) => !row.current,
      );
      if (left.length === 0) break;
      expect((await del(left[0]!.id)).statusCode).toBe(200);
    }
    expect((await get('/user-portal/v1/users/sessions', b)).statusCode).toBe(401);
    expect((await get('/user-portal/v1/users/sessions', a)).json().data).toHaveLength(1);
    expect(await auditActions(DEMO_USERS.partnerAdmin.email)).toContain('SESSION_ENDED');
  });
});

it('answered every call above in the shape the contract gives', () => {
  expect(t.contractMismatches).toEqual([]);
});
