import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, partners, roles, users } from '../db/schema';
import { DEMO_USERS } from '../seed/demo-data';
import { type AuthTestApp, useAuthTestApp } from '../test/auth-test-app';
import {
  call,
  enterFirstPartner,
  enterWith,
  exchange,
  portalAccess,
  type Session,
  signInPortal,
  signInSystem,
} from '../test/sessions';
import { expectErrorAnswer, expectRefusal } from '../test/answers';

let t: AuthTestApp;

useAuthTestApp((app) => {
  t = app;
});

const access = (session: Session) => portalAccess(t.app, session);

/** The id of the demo partner's airport location, as its partner-level user sees it. */
async function airportLocationId(): Promise<string | undefined> {
  const admin = await signInPortal(t.app, DEMO_USERS.partnerAdmin);
  return Object.entries((await access(admin)).locations).find(([, l]) => l.code === 'acme-airport')?.[0];
}

const enter = (session: Session, body: Record<string, unknown>) => exchange(t.app, session, body);

describe('user portal access and partner sign-in', () => {
  it('lists a partner-level user their partner and every location of it', async () => {
    const user = await signInPortal(t.app, DEMO_USERS.partnerAdmin);
    const data = await access(user);
    expect(Object.values(data.partners).map((p) => p.code)).toEqual(['acme']);
    expect(
      Object.values(data.locations)
        .map((l) => l.code)
        .sort(),
    ).toEqual(['acme-airport', 'acme-downtown']);
  });

  it('lists a location-level user only their location', async () => {
    const user = await signInPortal(t.app, DEMO_USERS.locationOperator);
    const data = await access(user);
    expect(data.partners).toEqual({});
    expect(Object.values(data.locations)).toEqual([
      expect.objectContaining({ code: 'acme-downtown', name: 'Acme Downtown Live Scan Center' }),
    ]);
  });

  it('exchanges the user-portal token for a partner session with permissions by module, biometrics always included', async () => {
    const user = await signInPortal(t.app, DEMO_USERS.locationOperator);
    const [locationId, location] = Object.entries((await access(user)).locations)[0] ?? [];
    const response = await enter(user, { partnerId: location?.partnerId, locationId, location: true });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fullName: 'Oscar Operator',
      accessCode: 'acme-downtown',
      partnerId: location?.partnerId,
      partnerLegalName: 'Acme Fingerprinting LLC',
      companyLogo: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      favicon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      enforcePasswordChange: false,
      locationId,
      // Downtown is in San Francisco: the session's dates (reports' "today") are Pacific time.
      timeZone: 'America/Los_Angeles',
    });
    const modules = data.permissions.map((group: { code: string }) => group.code);
    expect(modules).toEqual(expect.arrayContaining(['appointments', 'biometrics', 'services', 'reports']));
    expect(modules).not.toContain('locations');
    const biometrics = data.permissions.find((group: { code: string }) => group.code === 'biometrics');
    expect(biometrics.permissions.map((p: { code: string }) => p.code)).toEqual([
      'biometrics:create',
      'biometrics:modify',
      'biometrics:list',
      'biometrics:detail',
    ]);
  });

  it('answers 403 "You do not have access to this partner or location" without a grant there', async () => {
    const user = await signInPortal(t.app, DEMO_USERS.locationOperator);
    const data = await access(user);
    const partnerId = Object.values(data.locations)[0]?.partnerId;
    const asPartner = await enter(user, { partnerId, location: false });
    expectErrorAnswer(asPartner, 403, {
      code: 4033,
      message: 'You do not have access to this partner or location',
      description: '',
    });
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_USERS.locationOperator.email));
    const denied = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'PARTNER_SIGN_IN'), eq(auditLog.actor, row!.id)));
    expect(denied.map((row) => [row.area, row.outcome, row.details])).toContainEqual([
      'partner',
      'DENIED',
      { partnerId, locationId: null },
    ]);
    const airport = await airportLocationId();
    const otherLocation = await enter(user, { partnerId, locationId: airport, location: true });
    expect(otherLocation.statusCode).toBe(403);
    const unknownPartner = await enter(user, {
      partnerId: '00000000-0000-4000-8000-000000000000',
      location: false,
    });
    expect(unknownPartner.statusCode).toBe(403);
  });

  it('asks for the location when a location sign-in names none', async () => {
    const user = await signInPortal(t.app, DEMO_USERS.locationOperator);
    const partnerId = Object.values((await access(user)).locations)[0]?.partnerId;
    const response = await enter(user, { partnerId, location: true });
    expectErrorAnswer(response, 400, {
      code: 4000,
      message: 'locationId is a required field',
      description: '',
    });
  });

  it('audits a malformed partner sign-in with the partner and location it named', async () => {
    const user = await signInPortal(t.app, DEMO_USERS.partnerAdmin);
    const partnerId = Object.keys((await access(user)).partners)[0];
    const response = await enter(user, { partnerId, locationId: 'front-desk', location: true });
    expect(response.statusCode).toBe(400);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'PARTNER_SIGN_IN'), eq(auditLog.outcome, 'DENIED')));
    expect(rows.map((row) => row.details)).toContainEqual({
      reason: 'invalid-request',
      // The validator's own wording, for the auditor; the caller's answer names the field.
      message: expect.any(String),
      partnerId,
      locationId: 'front-desk',
    });
  });

  it('refuses the partner sign-in with a system token', async () => {
    const system = await signInSystem(t.app);
    const response = await enter(system, { partnerId: 'x', location: false });
    expect(response.statusCode).toBe(401);
  });

  it('ends the partner sessions exchanged from a user-portal session when that session logs out', async () => {
    const { portal: user, partner } = await enterFirstPartner(t.app);
    await call(t.app, user, 'POST', '/user-portal/v1/auths/logout');
    const roles = await call(t.app, partner, 'GET', '/partner/v1/roles');
    expect(roles.statusCode).toBe(401);
  });
});

describe('roles, dashboards and branding', () => {
  let partnerId: string;
  let partner: Session;
  let location: Session;

  beforeAll(async () => {
    ({ partnerId, partner } = await enterFirstPartner(t.app));
    const operator = await signInPortal(t.app, DEMO_USERS.locationOperator);
    const locationId = Object.keys((await access(operator)).locations)[0];
    location = await enterWith(t.app, operator, partnerId, locationId);
  });

  it('searches the partner roles page by page', async () => {
    const response = await call(t.app, partner, 'POST', '/partner/v1/roles/search', {
      pageNumber: 1,
      pageSize: 1,
      sortField: 'title',
      sortOrder: 'ASC',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ totalRecords: 2, limit: 1, currentPage: 1 });
    expect(response.json().data[0]).toMatchObject({
      title: 'Location Operator',
      forLocation: true,
      active: true,
    });
  });

  it('lists selectable roles, only location roles in a location session', async () => {
    const atPartner = await call(t.app, partner, 'GET', '/partner/v1/roles');
    expect(atPartner.json().data.map((r: { title: string }) => r.title)).toEqual([
      'Location Operator',
      'Partner Administrator',
    ]);
    const atLocation = await call(t.app, location, 'GET', '/partner/v1/roles');
    expect(atLocation.json().data.map((r: { title: string }) => r.title)).toEqual(['Location Operator']);
  });

  it("reads a role with its permissions, and answers 404 for another partner's role", async () => {
    const list = await call(t.app, partner, 'GET', '/partner/v1/roles');
    const id = list.json().data[0].id;
    const one = await call(t.app, partner, 'GET', `/partner/v1/roles/search/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.permissions).toContain('appointments:list');

    const [other] = await t.database.db
      .insert(partners)
      .values({ code: 'other', legalName: 'Other Partner Inc' })
      .returning();
    const [foreign] = await t.database.db
      .insert(roles)
      .values({ partnerId: other?.id ?? '', title: 'Foreign' })
      .returning();
    const hidden = await call(t.app, partner, 'GET', `/partner/v1/roles/search/${foreign?.id}`);
    expectErrorAnswer(hidden, 404, { code: 4040, message: 'Role not found', description: '' });
  });

  it('counts partners, locations and users on the dashboards of each scope', async () => {
    const system = await signInSystem(t.app);
    const systemFigures = async () => (await call(t.app, system, 'GET', '/system/v1/dashboard')).json().data;
    // Other tests of this file add partners of their own: count one more of this test's own.
    const before = await systemFigures();
    await t.database.db.insert(partners).values({ code: 'counted', legalName: 'Counted Inc' });
    expect(await systemFigures()).toEqual({
      partners: before.partners + 1,
      // The demo data: Acme's two locations and two portal users, Birch's one location and two users.
      locations: 3,
      users: 4,
      systemUsers: 2,
    });
    const atPartner = await call(t.app, partner, 'GET', '/partner/v1/dashboard');
    expect(atPartner.json().data).toEqual({ partners: 1, locations: 2, users: 2 });
    const atLocation = await call(t.app, location, 'GET', '/partner/v1/dashboard');
    expect(atLocation.json().data).toEqual({ partners: 1, locations: 1, users: 2 });
  });

  it('serves the branding of the partner and location sign-in pages without a token', async () => {
    const branding = await t.app.inject({ method: 'GET', url: `/system/v1/partner/${partnerId}/images` });
    expect(branding.statusCode).toBe(200);
    // Names, logo and favicon, nothing else: the page is public.
    expect(branding.json().data).toEqual({
      legalName: 'Acme Fingerprinting LLC',
      code: 'acme',
      companyLogo: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      favicon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    expect(branding.json().data.companyLogo).toMatch(/^data:image\/svg\+xml;base64,/);
    const locationId = await airportLocationId();
    const atLocation = await t.app.inject({
      method: 'GET',
      url: `/system/v1/partner/${partnerId}/images?locationId=${locationId}`,
    });
    expect(atLocation.json().data).toEqual({
      legalName: 'Acme Fingerprinting LLC',
      code: 'acme',
      locationName: 'Acme Airport Kiosk',
      locationCode: 'acme-airport',
      companyLogo: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      favicon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    // Each demo location shows its own mark, not its partner's initials (issue 18).
    expect(atLocation.json().data.companyLogo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atLocation.json().data.companyLogo).not.toBe(branding.json().data.companyLogo);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/system/v1/partner/00000000-0000-4000-8000-000000000000/images',
    });
    expect(missing.statusCode).toBe(404);
    // Not a UUID at all: a 400 naming the field, which says nothing about which partners exist.
    const malformed = await t.app.inject({ method: 'GET', url: '/system/v1/partner/not-a-partner/images' });
    expectRefusal(malformed, 400, 'id must be a valid uuid');
  });
});

describe('role editing', () => {
  let partner: Session;

  beforeAll(async () => {
    ({ partner } = await enterFirstPartner(t.app));
  });

  const save = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    call(t.app, partner, method, url, payload);

  it('creates and modifies a role of the session partner', async () => {
    const created = await save('POST', '/partner/v1/roles', {
      title: 'Front Desk',
      active: true,
      forLocation: true,
      remarks: null,
      permissions: ['appointments:list', 'appointments:create'],
    });
    expect(created.statusCode).toBe(200);
    const role = created.json().data;
    expect(role).toMatchObject({ title: 'Front Desk', forLocation: true });
    const modified = await save('PUT', `/partner/v1/roles/${role.id}`, {
      title: 'Front Desk',
      active: false,
      forLocation: true,
      permissions: ['appointments:list'],
    });
    expect(modified.statusCode).toBe(200);
    expect(modified.json().data).toMatchObject({ active: false, permissions: ['appointments:list'] });
  });

  it('refuses an unknown permission code with 400 naming it', async () => {
    const response = await save('POST', '/partner/v1/roles', {
      title: 'Odd',
      active: true,
      forLocation: false,
      permissions: ['rockets:launch'],
    });
    expectRefusal(response, 400, 'permissions contains an unknown permission: rockets:launch');
  });

  it('answers 404 when modifying a role of another partner', async () => {
    const [other] = await t.database.db
      .insert(partners)
      .values({ code: 'third', legalName: 'Third Inc' })
      .returning();
    const [foreign] = await t.database.db
      .insert(roles)
      .values({ partnerId: other?.id ?? '', title: 'Foreign' })
      .returning();
    const response = await save('PUT', `/partner/v1/roles/${foreign?.id}`, {
      title: 'Taken over',
      active: true,
      forLocation: false,
      permissions: [],
    });
    expect(response.statusCode).toBe(404);
  });

  it('lists the permission catalogue by module', async () => {
    const response = await call(t.app, partner, 'GET', '/partner/v1/permissions');
    const modules = response.json().data.map((group: { code: string }) => group.code);
    expect(modules).toEqual([
      'services',
      'locations',
      'appointments',
      'companies',
      'groups',
      'biometrics',
      'reports',
      'settings',
      'users',
      'roles',
      // Revealing an SSN is its own permission (ssn:detail, "Reveal SSN"; issue 26).
      'ssn',
    ]);
  });
});

describe('partner sessions and the user-portal session behind them', () => {
  it('keeps the user-portal session alive while the user works in the partner area', async () => {
    const { portal: user, partner } = await enterFirstPartner(t.app);
    for (let n = 0; n < 3; n++) {
      t.clock.advance(20 * 60_000);
      const roles = await call(t.app, partner, 'GET', '/partner/v1/roles');
      expect(roles.statusCode).toBe(200);
    }
    await access(user);
  });
});
