/**
 * Accounts unused for 90 days are disabled (CJIS AC-2(3)); administrators see the accounts within 14 days of it
 * on the system dashboard. "Used" is the last successful sign-in, or the creation of an account never used.
 * An account the system disabled carries `disabled_reason = 'inactivity'`; when an administrator turns it on again
 * it is left alone until its next sign-in (which clears the reason), so it is not disabled again the next night.
 */
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { audit } from '../auth/audit';
import { revokeUserSessions } from '../auth/session-store';
import { fullName } from '../auth/user-display';
import type { Db } from '../db/database';
import { users } from '../db/schema';

const DAY = 24 * 60 * 60_000;
export const INACTIVITY_LIMIT_MS = 90 * DAY;
export const INACTIVITY_WARNING_MS = 14 * DAY;

const lastActive = sql<Date>`coalesce(${users.lastSignInAt}, ${users.createdAt})`;

/** Active accounts that the nightly job disables within 14 days (or at its next run), soonest first. */
export async function accountsNearInactivity(db: Db, now: Date) {
  const rows = await db
    .select({ user: users, lastActive })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        isNull(users.disabledReason),
        lte(lastActive, new Date(now.getTime() - INACTIVITY_LIMIT_MS + INACTIVITY_WARNING_MS)),
      ),
    )
    .orderBy(lastActive)
    .limit(500);
  return rows.map(({ user, lastActive: last }) => {
    const at = new Date(last);
    return {
      id: user.id,
      email: user.email,
      fullName: fullName(user),
      realm: user.realm,
      lastActiveOn: at.toISOString(),
      disableOn: new Date(Math.max(at.getTime() + INACTIVITY_LIMIT_MS, now.getTime())).toISOString(),
    };
  });
}

/** Disables every account unused for 90 days, ends its sessions and audits each; answers how many. */
export async function disableInactiveAccounts(db: Db, now: Date): Promise<number> {
  const disabled = await db
    .update(users)
    .set({ active: false, disabledReason: 'inactivity' })
    .where(
      and(
        eq(users.active, true),
        isNull(users.disabledReason),
        lte(lastActive, new Date(now.getTime() - INACTIVITY_LIMIT_MS)),
      ),
    )
    .returning({ id: users.id, realm: users.realm, email: users.email, lastSignInAt: users.lastSignInAt });
  for (const user of disabled) {
    await revokeUserSessions(db, user.id, 'inactivity', now);
    await audit(db, {
      area: 'system',
      actor: null,
      action: 'USER_DISABLED_INACTIVE',
      outcome: 'SUCCESS',
      ip: null,
      at: now,
      entityType: 'user',
      entityId: user.id,
      details: {
        email: user.email,
        realm: user.realm,
        before: { active: true },
        after: { active: false },
        changed: ['active'],
        lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
      },
    });
  }
  return disabled.length;
}
