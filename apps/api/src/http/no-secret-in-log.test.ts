import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { roles } from '../db/schema';
import { DEMO_USERS } from '../seed/demo-data';
import { bookableService } from '../test/booking-fixtures';
import { startAuthTestApp, type AuthTestApp } from '../test/auth-test-app';
import { settled } from './after-answer';
import { createLogger } from './logger';
import { call, demoSessions, type DemoSessions, signIn, xsrfOf } from '../test/sessions';

/**
 * Issue 25: no secret in any log. A whole API flow runs with the log captured at its most verbose level (sign-in,
 * an invitation read by its token and accepted, a lock lifted by its e-mailed link, a password reset, a second
 * factor enrolled, an appointment booked with an SSN and the SSN revealed), then every token, password, code and
 * SSN the flow used is looked for in the captured log: none may appear.
 */
const lines: string[] = [];
let t: AuthTestApp;
let s: DemoSessions;
/** Every secret the flow used or received, with what it is (for the failure message). */
const secrets = new Map<string, string>();
const remember = (what: string, value: string) => {
  expect(value, what).toBeTruthy();
  secrets.set(value, what);
};

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await startAuthTestApp({ logger: createLogger('trace', sink) });
  s = await demoSessions(t.app, t.database.db);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const tokenIn = (text: string | undefined, path: string) =>
  new RegExp(`${path}\\?(?:area=[a-z-]+&)?token=([A-Za-z0-9_-]{43})`).exec(text ?? '')?.[1] ?? '';
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function mailTo(email: string, subject: string) {
  await settled();
  const mail = t.mails.findLast((m) => m.to === email && m.subject === subject);
  expect(mail, `${subject} to ${email}`).toBeDefined();
  return mail!.text;
}

/** Invitation, acceptance, lock and unlock link, password reset (user portal). */
async function invitationFlow() {
  const [role] = await t.database.db.select().from(roles).where(eq(roles.title, 'Location Operator'));
  const email = 'lena.logscan@example.test';
  const invited = await call(t.app, s.partner, 'POST', '/partner/v1/users/invite', {
    email,
    firstName: 'Lena',
    lastName: 'Logscan',
    roleId: role!.id,
    entityId: s.downtownId,
    entityType: 'location',
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const invitation = tokenIn(t.mails.at(-1)?.text, '/invitation');
  remember('invitation token', invitation);
  const read = await t.app.inject({ method: 'GET', url: `/user-portal/v1/invitations/${invitation}` });
  expect(read.statusCode, read.body).toBe(200);
  // The web app's page of the e-mailed link, served by the API too.
  await t.app.inject({ method: 'GET', url: `/invitation?token=${invitation}` });
  const password = 'Lena-Logscan-Accept-2026';
  remember('accepted password', password);
  const accepted = await post('/user-portal/v1/invitations/accept', {
    token: invitation,
    firstName: 'Lena',
    lastName: 'Logscan',
    newPassword: password,
    confirmPassword: password,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const portal = await signIn(t.app, 'user-portal', email, password);
  remember('user-portal session token', portal.token);
  remember('user-portal XSRF token', portal.xsrf);

  for (let i = 0; i < 5; i++) {
    const wrong = `Wrong-Guess-${i}-xq7`;
    remember('wrong password', wrong);
    await post('/user-portal/v1/auths', { email, password: wrong });
  }
  const unlock = tokenIn(await mailTo(email, 'Ridgeline account locked'), '/auth/unlock');
  remember('unlock token', unlock);
  await t.app.inject({ method: 'GET', url: `/auth/unlock?area=user-portal&token=${unlock}` });
  const unlocked = await post('/user-portal/v1/auths/unlock', { token: unlock });
  expect(unlocked.statusCode, unlocked.body).toBe(200);

  expect((await post('/user-portal/v1/auths/forget-password/request', { email })).statusCode).toBe(200);
  const reset = tokenIn(await mailTo(email, 'Ridgeline password reset'), '/auth/reset-password');
  remember('reset token', reset);
  await t.app.inject({ method: 'GET', url: `/auth/reset-password?area=user-portal&token=${reset}` });
  const newPassword = 'Lena-Logscan-Reset-2026';
  remember('reset password', newPassword);
  const authorized = await post('/user-portal/v1/auths/forget-password/authorize', {
    token: reset,
    newPassword,
    confirmPassword: newPassword,
  });
  expect(authorized.statusCode, authorized.body).toBe(200);
}

/** Second-factor enrolment of the system administrator, then a sign-in with a recovery code. */
async function secondFactorFlow() {
  const { email, password } = DEMO_USERS.systemAdmin;
  const saved = await call(t.app, s.system, 'PUT', '/system/v1/setting/security', {
    requireSecondFactor: true,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const challenged = await post('/system/v1/auths', { email, password });
  const { challengeToken } = challenged.json().data.secondFactor;
  remember('challenge token', challengeToken);
  const started = await post('/system/v1/auths/second-factor/enrolment', { challengeToken });
  const { secret } = started.json().data;
  remember('TOTP secret', secret);
  const code = await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
  remember('TOTP code', code);
  const confirmed = await post('/system/v1/auths/second-factor/enrolment/confirm', { challengeToken, code });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  remember('system session token', confirmed.json().data.token);
  remember('system XSRF token', xsrfOf(confirmed));
  const recovery: string[] = confirmed.json().data.recoveryCodes;
  for (const value of recovery) remember('recovery code', value);
  const again = (await post('/system/v1/auths', { email, password })).json().data.secondFactor;
  remember('challenge token', again.challengeToken);
  const recovered = await post('/system/v1/auths/second-factor', {
    challengeToken: again.challengeToken,
    code: recovery[0],
  });
  expect(recovered.statusCode, recovered.body).toBe(200);
}

/** An appointment booked with an SSN, the SSN revealed with a reason, a signed file URL. */
async function ssnFlow() {
  const serviceId = await bookableService(t, s.partner, s.downtownId, 10);
  const ssn = '219-09-9999';
  remember('SSN', ssn);
  remember('SSN without dashes', ssn.replaceAll('-', ''));
  const booked = await call(t.app, s.location, 'POST', '/partner/v1/appointments', {
    locationId: s.downtownId,
    partnerServiceId: serviceId,
    // The fake clock stands at Monday 2026-03-02: Tuesday is bookable.
    appointmentDate: '2026-03-03',
    startTime: '10:00',
    firstName: 'Jordan',
    lastName: 'Smith',
    email: 'jordan.smith@example.test',
    ssn,
  });
  expect(booked.statusCode, booked.body).toBe(200);
  const reason = encodeURIComponent('Applicant asked to verify');
  const revealed = await call(
    t.app,
    s.location,
    'GET',
    `/partner/v1/appointments/security-detail/${booked.json().data.id}?reason=${reason}`,
  );
  expect(revealed.json().data).toEqual({ ssn });
  const signature = 'Sig0nature-of-a-signed-file-url_0123456789ab';
  remember('file URL signature', signature);
  await t.app.inject({
    method: 'GET',
    url: `/system/v1/files/${booked.json().data.id}?expires=9999999999&signature=${signature}`,
  });
}

it(
  'writes none of the tokens, passwords, codes and SSNs of a whole API flow to the log',
  { timeout: 120_000 },
  async () => {
    for (const [what, value] of Object.entries(DEMO_USERS)) remember(`${what} password`, value.password);
    for (const [what, session] of Object.entries(s).filter(([, v]) => typeof v === 'object')) {
      remember(`${what} session token`, (session as { token: string }).token);
    }
    await invitationFlow();
    await secondFactorFlow();
    await ssnFlow();
    await settled();
    const log = lines.join('');
    const leaked = [...secrets].filter(([value]) =>
      // Six-digit codes only as whole numbers: a timestamp may contain the same digits by chance.
      /^\d+$/.test(value) ? new RegExp(`(?<!\\d)${value}(?!\\d)`).test(log) : log.includes(value),
    );
    expect(leaked.map(([value, what]) => `${what}: ${value}`)).toEqual([]);
    // The log did record the flow, token-carrying URLs included, with the secrets blanked.
    expect(log).toContain('/user-portal/v1/invitations/[REDACTED]');
    expect(log).toContain('signature=[REDACTED]');
    expect(log).toContain('/auth/unlock?area=user-portal&token=[REDACTED]');
    expect(secrets.size).toBeGreaterThan(25);
  },
);
