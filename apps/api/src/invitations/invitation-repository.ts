import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { findByCode, findById } from '../db/find-row';
import { grants, invitations, locations, partners, roles, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The invitation behind a token's hash while it is open: not accepted, not withdrawn, not expired, partner active. */
export async function openInvitation(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ invitation: invitations, partner: partners, role: roles })
    .from(invitations)
    .innerJoin(partners, eq(partners.id, invitations.partnerId))
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
        eq(partners.active, true),
      ),
    );
  return row;
}

/** The user portal's account with this e-mail, whatever its case. */
export const portalUserByEmail = (db: Db, email: string): Promise<UserRow | undefined> =>
  findByCode(db, users, users.email, email, 'lower', eq(users.realm, 'portal'));

export const findUser = (db: Db, id: string): Promise<UserRow | undefined> => findById(db, users, id);

export const findInvitedLocation = (db: Db, id: string) => findById(db, locations, id);

/**
 * Marks an invitation accepted unless it already is (or was withdrawn): single use under concurrency, only the
 * request that flips `acceptedAt` gets the row back.
 */
export async function claimInvitation(db: Db, id: string, at: Date) {
  const [claimed] = await db
    .update(invitations)
    .set({ acceptedAt: at })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .returning();
  return claimed;
}

export async function createPortalUser(
  db: Db,
  values: Omit<typeof users.$inferInsert, 'realm'>,
): Promise<UserRow> {
  const [created] = await db
    .insert(users)
    .values({ ...values, realm: 'portal' })
    .returning();
  if (!created) throw new Error('user insert returned no row');
  return created;
}

/** One grant per user and entity: a new grant for the same place replaces the role held there. */
export async function replaceGrant(
  db: Db,
  grant: { userId: string; partnerId: string; locationId: string | null; roleId: string },
) {
  await db
    .delete(grants)
    .where(
      and(
        eq(grants.userId, grant.userId),
        eq(grants.partnerId, grant.partnerId),
        grant.locationId ? eq(grants.locationId, grant.locationId) : isNull(grants.locationId),
      ),
    );
  const [row] = await db.insert(grants).values(grant).returning();
  return row;
}

/**
 * Withdraws the open invitations to this e-mail (whatever its case) at this partner and location (or none), so a
 * new one replaces them; answers the ids it withdrew. `db` is the invitation's transaction.
 */
export async function withdrawPendingInvitations(
  db: Db,
  target: { partnerId: string; locationId: string | null; email: string },
  now: Date,
): Promise<{ id: string }[]> {
  return db
    .update(invitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(invitations.partnerId, target.partnerId),
        target.locationId ? eq(invitations.locationId, target.locationId) : isNull(invitations.locationId),
        sql`lower(trim(${invitations.email})) = lower(${target.email})`,
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning({ id: invitations.id });
}

export async function insertInvitation(db: Db, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('invitation insert returned no row');
  return row;
}
