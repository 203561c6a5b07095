import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog, companies, invitations, partners, roles, serviceGroups } from '../db/schema';
import { multipartPayload, TINY_PNG } from '../test/multipart-payload';
import { migrationsFolder } from '../db/migrate';
import { contractOperations } from '../openapi/operation-schema';
import { settled } from './after-answer';
import { DEMO_USERS } from '../seed/demo-data';
import { useDemoTestApp } from '../test/auth-test-app';
import { idempotencyOf } from './idempotency';
import { authHeaders, enterPartner, type Session } from '../test/sessions';

let acmeId = '';
let locationRoleId = '';

const { t, s } = useDemoTestApp(async () => {
  const [acme] = await t.database.db.select().from(partners).where(eq(partners.code, 'acme'));
  acmeId = acme?.id ?? '';
  const [role] = await t.database.db.select().from(roles).where(eq(roles.title, 'Location Operator'));
  locationRoleId = role?.id ?? '';
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A POST with the session's tokens (the session keeps the refreshed XSRF token) and an Idempotency-Key. */
async function post(
  session: Session,
  url: string,
  payload: object,
  key?: string,
): Promise<LightMyRequestResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...authHeaders(session), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
  const xsrf = response.headers['x-xsrf-token'];
  if (typeof xsrf === 'string') session.xsrf = xsrf;
  return response;
}

/** Eight identical calls at once, as a double-clicking user or a retrying proxy sends them. */
const eightAtOnce = (send: () => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: 8 }, send));

const company = (name: string) => ({ name, active: true });
const role = (title: string) => ({ title, active: true, forLocation: false, permissions: ['roles:list'] });
const invite = (email: string) => ({
  email,
  firstName: 'Ivy',
  lastName: 'Invitee',
  roleId: locationRoleId,
  entityId: s.airportId,
  entityType: 'location',
});

const companiesNamed = async (name: string) =>
  (await t.database.db.select().from(companies).where(eq(companies.name, name))).length;

describe('Idempotency-Key on creating operations', () => {
  it('makes one company of 8 parallel identical submits, each answered with the first answer', async () => {
    const answers = await eightAtOnce(() =>
      post(s.partner, '/partner/v1/company', company('Twice Clicked Inc'), 'company-key-0001'),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
    expect(await companiesNamed('Twice Clicked Inc')).toBe(1);
  });

  it('makes one role of 8 parallel identical submits', async () => {
    const answers = await eightAtOnce(() =>
      post(s.partner, '/partner/v1/roles', role('Night Shift'), 'role-key-000001'),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const rows = await t.database.db
      .select()
      .from(roles)
      .where(and(eq(roles.partnerId, acmeId), eq(roles.title, 'Night Shift')));
    expect(rows).toHaveLength(1);
  });

  it('makes one invitation and sends one e-mail of 8 parallel identical submits', async () => {
    const answers = await eightAtOnce(() =>
      post(s.partner, '/partner/v1/users/invite', invite('once.only@example.test'), 'invite-key-0001'),
    );
    await settled();
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const rows = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'once.only@example.test'));
    expect(rows).toHaveLength(1);
    expect(t.mails.filter((mail) => mail.to === 'once.only@example.test')).toHaveLength(1);
  });

  it('answers 409 to the same key with another body, and creates nothing', async () => {
    const first = await post(s.partner, '/partner/v1/company', company('Key Owner LLC'), 'reused-key-0001');
    expect(first.statusCode).toBe(200);
    const other = await post(s.partner, '/partner/v1/company', company('Key Thief LLC'), 'reused-key-0001');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain('Idempotency-Key');
    expect(await companiesNamed('Key Thief LLC')).toBe(0);
  });

  it('keeps keys apart per operation: one key on a company and on a role makes both', async () => {
    const created = await post(s.partner, '/partner/v1/company', company('Shared Key Co'), 'shared-key-0001');
    const role2 = await post(s.partner, '/partner/v1/roles', role('Shared Key Role'), 'shared-key-0001');
    expect([created.statusCode, role2.statusCode]).toEqual([200, 200]);
  });

  it('refuses a key that is not 8 to 255 printable characters with 400 naming the header', async () => {
    const answer = await post(s.partner, '/partner/v1/company', company('Short Key Co'), 'short');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('Idempotency-Key');
  });

  it('digests a multipart create by its parts: 8 submits of one group with one key make 1, a new boundary replays, other bytes 409', async () => {
    // Each multipartPayload call draws a new boundary, as a browser does when it sends the same form again.
    const sendGroup = (image: Uint8Array, key: string) => {
      const { payload, headers } = multipartPayload({
        data: { name: 'Walk-in twice', description: null, active: true, serviceIds: [] },
        image: { filename: 'walk.png', contentType: 'image/png', bytes: image },
      });
      return t.app
        .inject({
          method: 'POST',
          url: '/partner/v1/groups',
          payload,
          headers: { ...headers, ...authHeaders(s.partner), 'idempotency-key': key },
        })
        .then((response) => {
          const xsrf = response.headers['x-xsrf-token'];
          if (typeof xsrf === 'string') s.partner.xsrf = xsrf;
          return response;
        });
    };
    const groupsNamed = async () =>
      (await t.database.db.select().from(serviceGroups).where(eq(serviceGroups.name, 'Walk-in twice')))
        .length;
    const answers = await eightAtOnce(() => sendGroup(TINY_PNG, 'group-key-0001'));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(await groupsNamed()).toBe(1);
    // The same parts under a new boundary: the first answer again.
    const again = await sendGroup(TINY_PNG, 'group-key-0001');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(answers[0]!.json().data.id);
    // One byte of the image altered: another request under the same key.
    const altered = Buffer.from(TINY_PNG);
    altered[altered.length - 5] = altered[altered.length - 5]! ^ 0xff;
    const other = await sendGroup(altered, 'group-key-0001');
    expect(other.statusCode).toBe(409);
    expect(await groupsNamed()).toBe(1);
  });

  it('is declared on no operation whose answer carries a token (sign-in, second factor, invitation accept)', () => {
    const declared = contractOperations().filter((operation) => operation.idempotent === true);
    expect(declared.map((operation) => operation.operationId)).toContain('partnerCompanyCreate');
    for (const operation of declared) {
      expect(operation.operationId).not.toMatch(/SignIn|SecondFactor|Accept|Auth/);
      expect(() => idempotencyOf(operation.method, operation.path, 'partner')).not.toThrow();
    }
  });
});

describe('natural duplicates', () => {
  it('without a key, 8 parallel submits of one company name make 1 company and 7 answers 409 naming name', async () => {
    const answers = await eightAtOnce(() =>
      post(s.partner, '/partner/v1/company', company('Raced Name Ltd')),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(7).fill(409)]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().message).toMatch(/^name /);
    expect(await companiesNamed('Raced Name Ltd')).toBe(1);
  });

  it('refuses a company name or role title that differs only in case and spaces', async () => {
    const company2 = await post(s.partner, '/partner/v1/company', company('  raced NAME ltd '));
    expect(company2.statusCode).toBe(409);
    expect(company2.json().message).toMatch(/^name /);
    await post(s.partner, '/partner/v1/roles', role('Cashier'));
    const role2 = await post(s.partner, '/partner/v1/roles', role(' CASHIER'));
    expect(role2.statusCode).toBe(409);
    expect(role2.json().message).toMatch(/^title /);
  });

  it('lets another partner use the same company name', async () => {
    const [globex] = await t.database.db.select().from(partners).where(eq(partners.code, 'globex'));
    await t.database.db.insert(companies).values({ partnerId: globex?.id ?? '', name: 'Raced Name Ltd' });
    expect(await companiesNamed('Raced Name Ltd')).toBe(2);
  });

  it('withdraws the older pending invitation to the same place and e-mail, and audits it', async () => {
    const first = await post(s.partner, '/partner/v1/users/invite', invite('twice.invited@example.test'));
    const second = await post(s.partner, '/partner/v1/users/invite', invite('Twice.Invited@example.test'));
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const pending = await t.database.db
      .select()
      .from(invitations)
      .where(
        and(sql`lower(${invitations.email}) = 'twice.invited@example.test'`, isNull(invitations.revokedAt)),
      );
    expect(pending.map((row) => row.id)).toEqual([second.json().data.id]);
    const withdrawn = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'INVITATION_WITHDRAWN'), eq(auditLog.entityId, first.json().data.id)));
    expect(withdrawn).toHaveLength(1);
  });
});

describe('migration one_record_per_submit on existing duplicates', () => {
  it('renames duplicate names and titles "… (2)", withdraws older duplicate invitations, audits each', async () => {
    const file = (await import('node:fs/promises')).readdir(migrationsFolder);
    const name = (await file).find((entry) => entry.endsWith('_one_record_per_submit.sql'));
    const text = await readFile(path.join(migrationsFolder, name ?? ''), 'utf8');
    // The custom block and the unique indexes built after it, run again on a database holding duplicates.
    const statements = text
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean);
    const from = statements.findIndex((statement) => statement.startsWith('-- custom:'));
    expect(from).toBeGreaterThan(0);
    const db = t.database.db;
    for (const index of [
      'companies_partner_name_unique',
      'roles_partner_title_unique',
      'invitations_pending_target_unique',
    ]) {
      await db.execute(sql.raw(`drop index ${index}`));
    }
    const [partner] = await db.insert(partners).values({ code: 'dupes', legalName: 'Dupes Inc' }).returning();
    const partnerId = partner?.id ?? '';
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
    await db.insert(companies).values([
      { partnerId, name: 'Acme Temps', createdAt: at(1) },
      { partnerId, name: 'acme temps ', createdAt: at(2) },
      { partnerId, name: 'ACME TEMPS', createdAt: at(3) },
      { partnerId, name: 'Acme Temps (2)', createdAt: at(0) },
    ]);
    const [dupeRole] = await db
      .insert(roles)
      .values([
        { partnerId, title: 'Clerk', createdAt: at(1) },
        { partnerId, title: 'clerk', createdAt: at(2) },
      ])
      .returning();
    const invitation = (minute: number, tokenHash: string) => ({
      partnerId,
      roleId: dupeRole?.id ?? '',
      email: minute === 1 ? 'Dup@example.test' : 'dup@example.test',
      tokenHash,
      createdAt: at(minute),
      expiresAt: at(minute + 60),
    });
    await db.insert(invitations).values([invitation(1, 'dupes-hash-1'), invitation(2, 'dupes-hash-2')]);

    for (const statement of statements.slice(from)) await db.execute(sql.raw(statement));

    const names = (await db.select().from(companies).where(eq(companies.partnerId, partnerId)))
      .map((row) => row.name)
      .sort();
    expect(new Set(names.map((value) => value.trim().toLowerCase())).size).toBe(4);
    // "acme temps " became "acme temps (2)", which met the older "Acme Temps (2)" and went on to "… (2) (2)".
    expect(names).toEqual(['ACME TEMPS (3)', 'Acme Temps', 'Acme Temps (2)', 'acme temps (2) (2)']);
    const titles = (await db.select().from(roles).where(eq(roles.partnerId, partnerId))).map(
      (row) => row.title,
    );
    expect(titles.sort()).toEqual(['Clerk', 'clerk (2)']);
    const open = await db
      .select()
      .from(invitations)
      .where(and(eq(invitations.partnerId, partnerId), isNull(invitations.revokedAt)));
    expect(open.map((row) => row.tokenHash)).toEqual(['dupes-hash-2']);
    const audited = await db.select().from(auditLog).where(eq(auditLog.partnerId, partnerId));
    const actions = audited.map((row) => row.action).sort();
    // Three companies renamed (the clash with the existing "Acme Temps (2)" makes one more round), one role, one
    // invitation.
    expect(actions.filter((action) => action === 'ROLE_RENAMED_DUPLICATE')).toHaveLength(1);
    expect(actions.filter((action) => action === 'INVITATION_WITHDRAWN_DUPLICATE')).toHaveLength(1);
    expect(actions.filter((action) => action === 'COMPANY_RENAMED_DUPLICATE').length).toBeGreaterThanOrEqual(
      2,
    );
  });
});

// Last: it moves the clock a day on, past every session's idle limit.
describe('the 24-hour window', () => {
  it('treats a key as fresh once 24 hours have passed', async () => {
    const body = invite('day.later@example.test');
    const first = await post(s.partner, '/partner/v1/users/invite', body, 'day-later-key-01');
    t.clock.advance(DAY_MS - 1);
    s.partner = await enterPartner(
      t.app,
      DEMO_USERS.partnerAdmin.email,
      DEMO_USERS.partnerAdmin.password,
      acmeId,
    );
    const replay = await post(s.partner, '/partner/v1/users/invite', body, 'day-later-key-01');
    expect(replay.json().data.id).toBe(first.json().data.id);
    t.clock.advance(2);
    // The session has idled out meanwhile: the same user signs in again (the key's scope is the user, not the token).
    const again = await enterPartner(
      t.app,
      DEMO_USERS.partnerAdmin.email,
      DEMO_USERS.partnerAdmin.password,
      acmeId,
    );
    const fresh = await post(again, '/partner/v1/users/invite', body, 'day-later-key-01');
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect(fresh.json().data.id).not.toBe(first.json().data.id);
  });
});
