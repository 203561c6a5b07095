import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema';
import { DEMO_USERS } from '../seed/demo-data';
import { type AuthTestApp, useAuthTestApp } from '../test/auth-test-app';
import { locationIdByCode, partnerIdByCode } from '../test/partner-session';
import { disableInactiveAccounts } from './inactive-accounts';
import { authHeaders, enterPartner, signIn, signInSystem } from '../test/sessions';

let t: AuthTestApp;
const DAY = 24 * 60 * 60_000;

useAuthTestApp((app) => {
  t = app;
});

describe('the partner’s own audit trail', () => {
  it('shows a partner administrator the changes of their partner only, and not to a location session', async () => {
    const partnerId = await partnerIdByCode(t.database.db, 'acme');
    const partner = await enterPartner(
      t.app,
      DEMO_USERS.partnerAdmin.email,
      DEMO_USERS.partnerAdmin.password,
      partnerId,
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/partner/v1/setting/security',
      headers: authHeaders(partner),
      payload: { requireSecondFactor: false },
    });
    expect(saved.statusCode).toBe(200);
    // Another partner's record in the trail must not show.
    await t.database.db.insert(auditLog).values({
      area: 'partner',
      actor: null,
      action: 'ROLE_CREATED',
      outcome: 'SUCCESS',
      partnerId: '00000000-0000-4000-8000-000000000099',
      entityType: 'role',
      entityId: 'other',
      at: t.clock.now(),
    });
    const search = (payload: object, session = partner) =>
      t.app.inject({
        method: 'POST',
        url: '/partner/v1/audit-logs/search',
        headers: authHeaders(session),
        payload,
      });
    const all = await search({ pageSize: 50 });
    expect(all.statusCode).toBe(200);
    const actions = all.json().data.map((row: { action: string }) => row.action);
    expect(actions).toContain('SETTING_UPDATED');
    expect(actions).toContain('PARTNER_SIGN_IN');
    expect(actions).not.toContain('ROLE_CREATED');
    for (const row of all.json().data) expect(row.partnerId).toBe(partnerId);
    const setting = (await search({ action: 'SETTING_UPDATED' })).json().data[0];
    expect(setting.details).toMatchObject({
      before: { requireSecondFactor: false },
      after: { requireSecondFactor: false },
    });
    expect(setting.actorEmail).toBe(DEMO_USERS.partnerAdmin.email);
    // Someone typing another partner's id in the body still reads their own partner only.
    const typed = await search({ partnerId: '00000000-0000-4000-8000-000000000099' });
    expect(typed.statusCode).toBe(200);
    expect(typed.json().data.map((row: { action: string }) => row.action)).not.toContain('ROLE_CREATED');

    const location = await enterPartner(
      t.app,
      DEMO_USERS.locationOperator.email,
      DEMO_USERS.locationOperator.password,
      partnerId,
      await locationIdByCode(t.database.db, 'acme-downtown'),
    );
    expect([403]).toContain((await search({}, location)).statusCode);
  });
});

describe('accounts unused for 90 days', () => {
  it('are listed for administrators 14 days ahead, then disabled by the nightly job (audited)', async () => {
    const admin = await signInSystem(t.app);
    const operatorEmail = DEMO_USERS.locationOperator.email;
    const [operator] = await t.database.db.select().from(users).where(eq(users.email, operatorEmail));
    // The operator last signed in 80 days ago; the newcomer never signed in and was created 100 days ago.
    await t.database.db
      .update(users)
      .set({ lastSignInAt: new Date(t.clock.now().getTime() - 80 * DAY) })
      .where(eq(users.id, operator!.id));
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(t.clock.now().getTime() - 100 * DAY), lastSignInAt: null })
      .where(eq(users.email, DEMO_USERS.systemNewcomer.email));
    const listed = await t.app.inject({
      method: 'GET',
      url: '/system/v1/inactive-accounts',
      headers: authHeaders(admin),
    });
    expect(listed.statusCode).toBe(200);
    const emails = listed.json().data.map((row: { email: string }) => row.email);
    expect(emails).toEqual([DEMO_USERS.systemNewcomer.email, operatorEmail]);
    expect(listed.json().data[1].disableOn).toBe(new Date(t.clock.now().getTime() + 10 * DAY).toISOString());

    expect(await disableInactiveAccounts(t.database.db, t.clock.now())).toBe(1);
    const [newcomer] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_USERS.systemNewcomer.email));
    expect(newcomer).toMatchObject({ active: false, disabledReason: 'inactivity' });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'USER_DISABLED_INACTIVE'));
    expect(row).toMatchObject({ entityType: 'user', entityId: newcomer!.id });

    t.clock.advance(11 * DAY);
    expect(await disableInactiveAccounts(t.database.db, t.clock.now())).toBe(1);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/user-portal/v1/auths',
      payload: { email: operatorEmail, password: DEMO_USERS.locationOperator.password },
    });
    expect(refused.statusCode).toBe(403);

    // An administrator turns the account on again: the nightly job leaves it alone until it is used.
    await t.database.db.update(users).set({ active: true }).where(eq(users.id, operator!.id));
    expect(await disableInactiveAccounts(t.database.db, t.clock.now())).toBe(0);
    await signIn(t.app, 'user-portal', operatorEmail, DEMO_USERS.locationOperator.password);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, operator!.id));
    expect(after).toMatchObject({ active: true, disabledReason: null });
  });

  it('run as a daily job on the job queue', async () => {
    const result: unknown = await t.database.db.execute(sql`select name, cron from pgboss.schedule`);
    const list = (
      typeof result === 'object' && result !== null && 'rows' in result ? result.rows : result
    ) as { name: string; cron: string }[];
    expect(list).toContainEqual({ name: 'inactive-accounts', cron: '15 3 * * *' });
  });
});

it('answered every call above in the shape the contract gives', () => {
  expect(t.contractMismatches).toEqual([]);
});
