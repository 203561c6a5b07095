import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { grants, locations, partners, rolePermissions, roles, users } from '../db/schema';
import { openTestDatabaseWithDemoData } from '../test/test-database';
import { partnerIdByCode } from '../test/partner-session';
import { partnerGrant } from './partner-grant';

/*
 * The grant a user enters a partner or a location with (spec: a location user works at its location; a partner
 * user at every location of its partner), read on every call so that a deactivated role, location or partner
 * stops working at once. One user holds a partner-level role and another role at one location.
 */
let database: Database;
let acme = '';
let downtown = '';
let airport = '';
let userId = '';
let partnerRole = '';
let locationRole = '';

beforeAll(async () => {
  database = await openTestDatabaseWithDemoData();
  const db = database.db;
  acme = await partnerIdByCode(db, 'acme');
  const rows = await db.select().from(locations).where(eq(locations.partnerId, acme));
  downtown = rows.find((row) => row.code === 'acme-downtown')!.id;
  airport = rows.find((row) => row.code === 'acme-airport')!.id;
  const [user] = await db
    .insert(users)
    .values({
      realm: 'portal',
      email: 'two.roles@example.test',
      firstName: 'Two',
      lastName: 'Roles',
      passwordHash: 'x',
    })
    .returning();
  userId = user!.id;
  const [partnerLevel, atLocation] = await db
    .insert(roles)
    .values([
      { partnerId: acme, title: 'Grant test: partner reader' },
      { partnerId: acme, title: 'Grant test: downtown desk', forLocation: true },
    ])
    .returning();
  partnerRole = partnerLevel!.id;
  locationRole = atLocation!.id;
  await db.insert(rolePermissions).values([
    { roleId: partnerRole, partnerId: acme, code: 'reports:list' },
    { roleId: locationRole, partnerId: acme, code: 'appointments:create' },
  ]);
  await db.insert(grants).values([
    { userId, partnerId: acme, locationId: null, roleId: partnerRole },
    { userId, partnerId: acme, locationId: downtown, roleId: locationRole },
  ]);
});

afterAll(async () => {
  await database.close();
});

const codes = (grant: Awaited<ReturnType<typeof partnerGrant>>) =>
  Object.values(grant?.permissions ?? {}).flatMap((list) => list.map((permission) => permission.code));

describe('the grant a user enters with', () => {
  it("takes the location's own grant at that location, with its role's permissions", async () => {
    const grant = await partnerGrant(database.db, userId, acme, downtown);
    expect(grant?.role.id).toBe(locationRole);
    expect(grant?.location?.id).toBe(downtown);
    expect(codes(grant)).toContain('appointments:create');
    expect(codes(grant)).not.toContain('reports:list');
  });

  it('takes the partner-level grant at the partner and at a location without its own grant', async () => {
    const atPartner = await partnerGrant(database.db, userId, acme, null);
    expect(atPartner?.role.id).toBe(partnerRole);
    expect(atPartner?.location).toBeNull();
    expect(codes(atPartner)).toContain('reports:list');
    const atAirport = await partnerGrant(database.db, userId, acme, airport);
    expect(atAirport?.role.id).toBe(partnerRole);
    expect(atAirport?.location?.id).toBe(airport);
  });

  it('gives every partner user the biometrics module in full (spec: every partner or location user may capture)', async () => {
    const grant = await partnerGrant(database.db, userId, acme, null);
    expect(codes(grant)).toEqual(
      expect.arrayContaining(['biometrics:list', 'biometrics:detail', 'biometrics:create']),
    );
  });

  it("answers nothing for another partner, or for a location that is not the partner's", async () => {
    const [other] = await database.db
      .insert(partners)
      .values({ code: 'grant-other', legalName: 'Other' })
      .returning();
    expect(await partnerGrant(database.db, userId, other!.id, null)).toBeNull();
    const [foreign] = await database.db
      .insert(locations)
      .values({
        partnerId: other!.id,
        code: 'grant-other-main',
        title: 'Other Main',
        displayName: 'Other Main',
      })
      .returning();
    expect(await partnerGrant(database.db, userId, acme, foreign!.id)).toBeNull();
  });

  it('stops at once when the location, the role or the partner is deactivated', async () => {
    const db = database.db;
    await db.update(locations).set({ active: false }).where(eq(locations.id, airport));
    expect(await partnerGrant(db, userId, acme, airport)).toBeNull();
    await db.update(locations).set({ active: true }).where(eq(locations.id, airport));

    await db.update(roles).set({ active: false }).where(eq(roles.id, locationRole));
    // The location's own role is off: the partner-level grant still opens the location.
    expect((await partnerGrant(db, userId, acme, downtown))?.role.id).toBe(partnerRole);
    await db.update(roles).set({ active: false }).where(eq(roles.id, partnerRole));
    expect(await partnerGrant(db, userId, acme, downtown)).toBeNull();
    expect(await partnerGrant(db, userId, acme, null)).toBeNull();
    await db.update(roles).set({ active: true }).where(eq(roles.id, partnerRole));

    await db.update(partners).set({ active: false }).where(eq(partners.id, acme));
    expect(await partnerGrant(db, userId, acme, null)).toBeNull();
    await db.update(partners).set({ active: true }).where(eq(partners.id, acme));
    expect((await partnerGrant(db, userId, acme, null))?.role.id).toBe(partnerRole);
  });
});
