import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password-hash';
import type { Db } from '../db/database';
import { grants, invitations, locations, partners, rolePermissions, roles, users } from '../db/schema';
import { INVITATION_MS, newInvitationToken } from '../invitations/invitation-token';

/** The people demo sign-in beyond demo-data.ts's (docs/demo-sign-ins.txt lists it). */
export const PEOPLE_DEMO_USERS = {
  /**
   * Manages users and roles of Acme and holds the front-desk permissions, so it onboards front-desk staff; it
   * cannot reach, remove or outrank the administrators (issue 24). The role editor greys out what it does not hold.
   */
  peopleManager: { email: 'manager@ridgeline.test', password: 'Acme-Manager-2026' },
} as const;

const actions = (module: string, ...which: string[]) => which.map((action) => `${module}:${action}`);
const ALL = ['create', 'modify', 'list', 'detail'];
/** The Front Desk role's permissions; the People Manager holds them too, to onboard front-desk staff. */
const FRONT_DESK = [...actions('appointments', 'create', 'list', 'detail'), ...actions('services', 'list')];

const ROLES = [
  {
    title: 'People Manager',
    forLocation: false,
    remarks: 'Invites and revokes users and keeps the roles; sees locations; onboards front-desk staff',
    // Nobody hands out more than they hold (issue 24): the front-desk permissions let it onboard front-desk staff.
    permissions: [
      ...actions('users', ...ALL),
      ...actions('roles', ...ALL),
      ...actions('locations', 'list', 'detail'),
      ...FRONT_DESK,
    ],
  },
  {
    title: 'Read-only Auditor',
    forLocation: false,
    remarks: 'Lists and details of every module, no changes',
    permissions: [
      'services',
      'locations',
      'appointments',
      'companies',
      'groups',
      'biometrics',
      'reports',
      'users',
    ].flatMap((module) => actions(module, 'list', 'detail')),
  },
  {
    title: 'Front Desk',
    forLocation: true,
    remarks: 'Books and reads appointments at one location',
    permissions: FRONT_DESK,
  },
  {
    title: 'Seasonal Kiosk Staff',
    forLocation: true,
    remarks: 'Kept for the summer kiosks; inactive off season',
    active: false,
    permissions: actions('appointments', 'list', 'detail'),
  },
] as const;

/**
 * Issue 12's people for a lived-in demo, after seedDemoData on an empty database: two more system users (one
 * inactive), four more Acme roles (one inactive), a people manager and a front-desk user with their grants, and
 * two pending invitations. Only `npm start`'s seeding runs it; the API tests keep the smaller demo data set.
 */
export async function seedPeopleDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [acme] = await tx.select().from(partners).where(eq(partners.code, 'acme'));
    if (!acme) return;
    const place = async (code: string) =>
      (
        await tx
          .select()
          .from(locations)
          .where(and(eq(locations.partnerId, acme.id), eq(locations.code, code)))
      )[0];
    const downtown = await place('acme-downtown');
    const airport = await place('acme-airport');
    if (!downtown || !airport) return;

    // Nobody signs in with these: a random password each, never printed.
    const unknown = () => hashPassword(randomBytes(24).toString('base64url'));
    await tx.insert(users).values([
      {
        realm: 'system',
        email: 'sam.support@ridgeline.test',
        firstName: 'Sam',
        lastName: 'Support',
        phone: '4155550101',
        passwordHash: await unknown(),
      },
      {
        realm: 'system',
        email: 'former.admin@ridgeline.test',
        firstName: 'Fern',
        lastName: 'Former',
        active: false,
        passwordHash: await unknown(),
      },
    ]);

    const inserted = await tx
      .insert(roles)
      .values(
        ROLES.map((role) => ({
          partnerId: acme.id,
          title: role.title,
          forLocation: role.forLocation,
          remarks: role.remarks,
          active: !('active' in role) || role.active,
        })),
      )
      .returning();
    const roleId = (title: string) => {
      const role = inserted.find((row) => row.title === title);
      if (!role) throw new Error(`demo role ${title} was not inserted`);
      return role.id;
    };
    await tx
      .insert(rolePermissions)
      .values(
        ROLES.flatMap((role) =>
          role.permissions.map((code) => ({ roleId: roleId(role.title), partnerId: acme.id, code })),
        ),
      );
    const [operatorRole] = await tx
      .select()
      .from(roles)
      .where(and(eq(roles.partnerId, acme.id), eq(roles.title, 'Location Operator')));

    const [manager, frontDesk] = await tx
      .insert(users)
      .values([
        {
          realm: 'portal',
          email: PEOPLE_DEMO_USERS.peopleManager.email,
          firstName: 'Mia',
          lastName: 'Manager',
          passwordHash: await hashPassword(PEOPLE_DEMO_USERS.peopleManager.password),
        },
        {
          realm: 'portal',
          email: 'frontdesk@ridgeline.test',
          firstName: 'Felix',
          lastName: 'Frontdesk',
          passwordHash: await unknown(),
        },
      ])
      .returning();
    if (!manager || !frontDesk) throw new Error('demo user insert returned no rows');
    await tx.insert(grants).values([
      { userId: manager.id, partnerId: acme.id, locationId: null, roleId: roleId('People Manager') },
      { userId: frontDesk.id, partnerId: acme.id, locationId: airport.id, roleId: roleId('Front Desk') },
    ]);

    // Pending invitations; their links were never sent, so nobody can accept them (only the hash is stored).
    const now = Date.now();
    await tx.insert(invitations).values([
      {
        partnerId: acme.id,
        locationId: downtown.id,
        roleId: operatorRole?.id ?? roleId('Front Desk'),
        email: 'new.hire@ridgeline.test',
        firstName: 'Nia',
        lastName: 'Newhire',
        tokenHash: newInvitationToken().tokenHash,
        createdAt: new Date(now - 2 * 86_400_000),
        expiresAt: new Date(now - 2 * 86_400_000 + INVITATION_MS),
      },
      {
        partnerId: acme.id,
        locationId: null,
        roleId: roleId('Read-only Auditor'),
        email: 'auditor@ridgeline.test',
        tokenHash: newInvitationToken().tokenHash,
        createdAt: new Date(now - 3_600_000),
        expiresAt: new Date(now - 3_600_000 + INVITATION_MS),
      },
    ]);
  });
}
