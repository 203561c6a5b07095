import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { liftSignInLock } from '../auth/sign-in-lock';
import { grants, users } from '../db/schema';
import type { TenantContext } from '../files/tenant-context';
import { notFound } from '../http/api-failure';
import type { TenantScope } from '../http/contract-route';

/**
 * Lifts the sign-in lock of a user holding access to the session's partner (a location session: to its location)
 * and forgets the failures counted against the account, in one transaction with its record in the partner's
 * trail (handed to the registrar: x-audit in openapi/). Any other id answers 404, as for a user that does not exist. Unlocking adds no authority: the user still
 * has to know the password, so users:modify is enough (no role comparison as for invitations).
 */
export async function unlockPartnerUser(
  context: TenantContext,
  scope: TenantScope,
  request: FastifyRequest,
  userId: string,
): Promise<{ message: string }> {
  return context.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ user: users })
      .from(grants)
      .innerJoin(users, eq(users.id, grants.userId))
      .where(
        and(
          eq(grants.partnerId, scope.partnerId),
          scope.locationId ? eq(grants.locationId, scope.locationId) : undefined,
          sql`${grants.userId}::text = ${userId}`,
        ),
      )
      .limit(1);
    if (!held) throw notFound('User not found');
    const { user } = held;
    await liftSignInLock(tx, user);
    // The registrar writes the entry (x-audit ACCOUNT_UNLOCKED on user), in this transaction.
    await request.audit(
      {
        entityId: user.id,
        before: { lockedUntil: user.lockedUntil },
        after: { lockedUntil: null },
        at: context.now(),
      },
      tx,
    );
    return { message: 'Sign-in lock lifted' };
  });
}
