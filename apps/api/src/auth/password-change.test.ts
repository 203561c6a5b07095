import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema';
import { DEMO_USERS } from '../seed/demo-data';
import { type AuthTestApp, useAuthTestApp } from '../test/auth-test-app';
import { authHeaders, type Session, signIn } from '../test/sessions';
import { expectErrorAnswer, expectRefusal } from '../test/answers';

let t: AuthTestApp;

useAuthTestApp((app) => {
  t = app;
});

const change = (
  url: string,
  session: Session,
  oldPassword: string,
  newPassword: string,
  confirm = newPassword,
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: authHeaders(session),
    payload: { oldPassword, newPassword, confirmPassword: confirm },
  });

describe('an e-mailed initial password', () => {
  it('signs in but every other call answers 403 until the password is changed', async () => {
    const { email, password } = DEMO_USERS.systemNewcomer;
    const response = await t.app.inject({
      method: 'POST',
      url: '/system/v1/auths',
      payload: { email, password },
    });
    expect(response.json().data.user.enforcePasswordChange).toBe(true);
    const session = await signIn(t.app, 'system', email, password);
    for (const url of ['/system/v1/user/profile', '/system/v1/dashboard']) {
      const denied = await t.app.inject({ method: 'GET', url, headers: authHeaders(session) });
      expectErrorAnswer(denied, 403, {
        code: 4032,
        message: 'Please change the password provided in the email before continuing',
        description: 'An e-mailed password may only be used to set a new password',
      });
    }
    const changed = await change(
      '/system/v1/system/enforce-password',
      session,
      password,
      'my own secret phrase',
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: 'Password changed successfully' });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/system/v1/user/profile',
      headers: authHeaders(session),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ fullName: 'Noah Newcomer', enforcePasswordChange: false });
    // The e-mailed password is gone, the new one signs in.
    const old = await t.app.inject({ method: 'POST', url: '/system/v1/auths', payload: { email, password } });
    expect(old.statusCode).toBe(401);
    await signIn(t.app, 'system', email, 'my own secret phrase');
  });
});

describe('password change', () => {
  const { email, password } = DEMO_USERS.locationOperator;
  const url = '/user-portal/v1/users/password-change';
  let session: Session;

  beforeAll(async () => {
    session = await signIn(t.app, 'user-portal', email, password);
  });

  it.each([
    ['shorter than 8 characters', 'short12', 'Password must be at least 8 characters'],
    [
      'on the common-password list',
      'Password123',
      'This password is too common and easy to guess. Please choose another',
    ],
    ['the account e-mail', email, 'Password must not be your email address'],
    ['the same as the current one', password, 'New password must be different from the current password'],
  ])('refuses a new password %s with 400, audited', async (_, newPassword, message) => {
    const response = await change(url, session, password, newPassword);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 4001, message, description: '' });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'PASSWORD_CHANGE'), eq(auditLog.actor, user!.id)));
    expect(rows.map((row) => [row.outcome, row.details])).toContainEqual(['FAILURE', { reason: message }]);
  });

  it('refuses a new password longer than 128 characters at validation, naming the field', async () => {
    const response = await change(url, session, password, 'x'.repeat(129));
    expect(response.statusCode).toBe(400);
    const message = 'newPassword must be at most 128 characters';
    expect(response.json()).toEqual({ code: 4000, message, description: message });
  });

  it('refuses a confirmation that differs with "Passwords must match"', async () => {
    const response = await change(url, session, password, 'a long new passphrase', 'another passphrase');
    expectRefusal(response, 400, 'Passwords must match');
  });

  it('refuses a wrong current password with "Current password is incorrect"', async () => {
    const response = await change(url, session, 'not my password', 'a long new passphrase');
    expectRefusal(response, 400, 'Current password is incorrect');
  });

  it('answers 400 naming the field when a field is missing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: authHeaders(session),
      payload: { oldPassword: password, newPassword: 'a long new passphrase' },
    });
    expectRefusal(response, 400, 'confirmPassword is a required field');
  });

  it('accepts a 128-character password with no composition rules, stores it as argon2id and revokes the other sessions', async () => {
    const other = await signIn(t.app, 'user-portal', email, password);
    const long = 'correct horse battery staple '.repeat(5).slice(0, 128);
    const response = await change(url, session, password, long);
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    const otherAccess = await t.app.inject({
      method: 'GET',
      url: '/user-portal/v1/users/access',
      headers: authHeaders(other),
    });
    expect(otherAccess.statusCode).toBe(401);
    const stillHere = await t.app.inject({
      method: 'GET',
      url: '/user-portal/v1/users/access',
      headers: authHeaders(session),
    });
    expect(stillHere.statusCode).toBe(200);
    await signIn(t.app, 'user-portal', email, long);
  });
});
