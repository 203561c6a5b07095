import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/password-hash';
import type { Db } from '../db/database';
import { grants, locations, partners, rolePermissions, roles, users } from '../db/schema';
import { enterPartner, type Session } from './sessions';

export async function partnerIdByCode(db: Db, code: string): Promise<string> {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.code, code));
  if (!row) throw new Error(`no partner ${code}`);
  return row.id;
}

export async function locationIdByCode(db: Db, code: string): Promise<string> {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.code, code));
  if (!row) throw new Error(`no location ${code}`);
  return row.id;
}

export interface TestPortalUser {
  email: string;
  password: string;
  userId: string;
  roleId: string;
  grantId: string;
}

/** A portal user with a role of its own holding exactly `permissions`, granted at the partner or one location. */
export async function createPortalUser(
  db: Db,
  options: { email: string; partnerId: string; locationId?: string | null; permissions: readonly string[] },
): Promise<TestPortalUser> {
  const password = 'Test-Portal-User-2026';
  const locationId = options.locationId ?? null;
  const [role] = await db
    .insert(roles)
    .values({
      partnerId: options.partnerId,
      title: `Role of ${options.email}`,
      forLocation: locationId !== null,
    })
    .returning();
  if (!role) throw new Error('role insert returned no row');
  if (options.permissions.length > 0) {
    await db
      .insert(rolePermissions)
      .values(options.permissions.map((code) => ({ roleId: role.id, partnerId: options.partnerId, code })));
  }
  const [user] = await db
    .insert(users)
    .values({
      realm: 'portal',
      email: options.email,
      firstName: 'Test',
      lastName: 'User',
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (!user) throw new Error('user insert returned no row');
  const [grant] = await db
    .insert(grants)
    .values({ userId: user.id, partnerId: options.partnerId, locationId, roleId: role.id })
    .returning();
  if (!grant) throw new Error('grant insert returned no row');
  return { email: options.email, password, userId: user.id, roleId: role.id, grantId: grant.id };
}

/** `createPortalUser`, then that user's partner session at the place of its grant (the partner or the location). */
export async function enterAsPortalUser(
  app: FastifyInstance,
  db: Db,
  options: { email: string; partnerId: string; locationId?: string | null; permissions: readonly string[] },
): Promise<TestPortalUser & { session: Session }> {
  const user = await createPortalUser(db, options);
  const session = await enterPartner(
    app,
    user.email,
    user.password,
    options.partnerId,
    options.locationId ?? null,
  );
  return { ...user, session };
}

/** The permission codes a role holds now, sorted. */
export async function roleCodes(db: Db, roleId: string): Promise<string[]> {
  const rows = await db
    .select({ code: rolePermissions.code })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.roleId, roleId)));
  return rows.map((row) => row.code).sort();
}
