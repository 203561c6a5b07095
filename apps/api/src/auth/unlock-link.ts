import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { signInFailures, unlockTokens, users } from '../db/schema';
import { ApiFailure, ERROR_CODES } from '../http/api-failure';
import { audit } from './audit';
import type { AuthContext } from './auth-context';
import type { UserRow } from './auth.plugin';
import type { Area } from './session-token';
import type { Realm } from './sign-in';
import { fullName } from './user-display';

export const UNLOCKED = 'Your account is unlocked. You can sign in again';
export const UNLOCK_LINK_INVALID =
  'This unlock link is invalid, used or expired. Wait for the lock to end, or reset your password';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The web app's unlock page; `area` tells it which area's unlock call takes the token. */
export function unlockLink(publicUrl: string, area: Area, token: string): string {
  return `${publicUrl}/auth/unlock?area=${area}&token=${encodeURIComponent(token)}`;
}

/**
 * E-mails the owner of an account that just locked a one-time link that lifts the lock, valid until the lock
 * would end (earlier links of the account stop working). The mailer queues the e-mail as a delivery, so a mail
 * server that is down delays it without failing the sign-in answer.
 */
export async function sendUnlockLink(
  context: AuthContext,
  { user, area, lockedUntil }: { user: UserRow; area: Area; lockedUntil: Date },
): Promise<void> {
  const now = context.now();
  const token = randomBytes(32).toString('base64url');
  await context.db.transaction(async (tx) => {
    await tx
      .update(unlockTokens)
      .set({ usedAt: now })
      .where(and(eq(unlockTokens.userId, user.id), isNull(unlockTokens.usedAt)));
    await tx
      .insert(unlockTokens)
      .values({ userId: user.id, tokenHash: sha256(token), createdAt: now, expiresAt: lockedUntil });
  });
  const until = `${lockedUntil.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  await context.mailer.send({
    to: user.email,
    subject: 'Ridgeline account locked',
    text:
      `Hello ${fullName(user)},\n\n` +
      `Your Ridgeline account was locked after five failed sign-in attempts. It unlocks by itself at ${until}.\n\n` +
      `If these attempts were yours, open this link to unlock it now:\n\n${unlockLink(context.publicUrl, area, token)}\n\n` +
      `The link works once. If the attempts were not yours, someone may be guessing your password: ignore the ` +
      `link and tell your administrator.\n`,
  });
}

/**
 * Lifts the lock of the account whose unlock link this is: once per link, only before it expires, and only in the
 * link's realm. Forgets the failures counted against the account; audited with the owner as the actor.
 */
export async function unlockWithLink(
  context: AuthContext,
  { realm, area, token, ip }: { realm: Realm; area: Area; token: string; ip: string | null },
): Promise<void> {
  const now = context.now();
  const unlocked = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ link: unlockTokens, user: users })
      .from(unlockTokens)
      .innerJoin(users, eq(users.id, unlockTokens.userId))
      .where(and(eq(unlockTokens.tokenHash, sha256(token)), eq(users.realm, realm)));
    if (!row) return null;
    // Spending the link is the guard: of two clicks at once only one finds it unused.
    const [spent] = await tx
      .update(unlockTokens)
      .set({ usedAt: now })
      .where(
        and(eq(unlockTokens.id, row.link.id), isNull(unlockTokens.usedAt), gt(unlockTokens.expiresAt, now)),
      )
      .returning();
    if (!spent) return null;
    await tx.update(users).set({ lockedUntil: null }).where(eq(users.id, row.user.id));
    await tx
      .delete(signInFailures)
      .where(and(eq(signInFailures.realm, realm), eq(signInFailures.email, row.user.email.toLowerCase())));
    await audit(tx, {
      area,
      actor: row.user.id,
      action: 'ACCOUNT_UNLOCKED',
      outcome: 'SUCCESS',
      ip,
      at: now,
      entityType: 'user',
      entityId: row.user.id,
      details: { via: 'email-link', wasLockedUntil: row.user.lockedUntil?.toISOString() ?? null },
    });
    return row.user;
  });
  if (!unlocked) {
    await audit(context.db, {
      area,
      actor: null,
      action: 'ACCOUNT_UNLOCKED',
      outcome: 'FAILURE',
      ip,
      at: now,
    });
    throw new ApiFailure(400, ERROR_CODES.resetLink, UNLOCK_LINK_INVALID);
  }
}
