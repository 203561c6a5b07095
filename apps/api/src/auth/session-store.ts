import { and, desc, eq, gt, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';
import type { AuthContext } from './auth-context';
import { AUTH_LIMITS } from './auth-limits';
import { signSessionToken, type Area } from './session-token';

export interface NewSession {
  userId: string;
  area: Area;
  ip: string | null;
  parentId?: string;
  partnerId?: string;
  locationId?: string | null;
  /** When the sign-in passed a second factor (partner sessions inherit it from their user-portal session). */
  secondFactorAt?: Date | null;
  /** The end of the session it was exchanged from: an exchanged session never outlives the sign-in behind it. */
  notAfter?: Date;
}

/**
 * Records the session row and signs its token; the token expires with the 12-hour absolute limit counted from the
 * sign-in (a partner session exchanged later ends when its user-portal session does).
 */
export async function createSession(context: AuthContext, session: NewSession): Promise<string> {
  const now = context.now();
  const limit = now.getTime() + AUTH_LIMITS.absoluteMs;
  const expiresAt = new Date(session.notAfter ? Math.min(limit, session.notAfter.getTime()) : limit);
  const [row] = await context.db
    .insert(sessions)
    .values({
      userId: session.userId,
      area: session.area,
      ip: session.ip,
      parentId: session.parentId ?? null,
      partnerId: session.partnerId ?? null,
      locationId: session.locationId ?? null,
      secondFactorAt: session.secondFactorAt ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return signSessionToken(
    context.secret,
    { sub: session.userId, sid: row.id, area: session.area },
    now,
    expiresAt,
  );
}

/**
 * Ends a session and, unless told otherwise, the partner sessions exchanged from it (logout). A session that
 * merely timed out leaves its partner sessions alone: they keep their own idle clock.
 */
export async function revokeSession(
  db: Db,
  id: string,
  reason: string,
  now: Date,
  { withExchanged = true }: { withExchanged?: boolean } = {},
): Promise<void> {
  const which = withExchanged ? or(eq(sessions.id, id), eq(sessions.parentId, id)) : eq(sessions.id, id);
  await revokeWhere(db, which, reason, now);
}

/** Ends the open sessions `which` selects, with the reason. */
async function revokeWhere(db: Db, which: SQL | undefined, reason: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(which, isNull(sessions.revokedAt)));
}

/** Ends every partner and location session inside a partner (its users keep their user-portal sessions). */
export async function revokePartnerSessions(db: Db, partnerId: string, reason: string, now: Date) {
  await revokeWhere(db, and(eq(sessions.area, 'partner'), eq(sessions.partnerId, partnerId)), reason, now);
}

/** Ends every session of a user (all areas), except `keepId` and the sessions exchanged from it. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: string,
  now: Date,
  keepId?: string,
): Promise<void> {
  const keep = keepId
    ? and(ne(sessions.id, keepId), or(isNull(sessions.parentId), ne(sessions.parentId, keepId)))
    : undefined;
  await revokeWhere(db, and(eq(sessions.userId, userId), keep), reason, now);
}

/**
 * Records activity, at most once per `AUTH_LIMITS.activityWriteMs` (so most calls write nothing); work in a partner
 * session also counts as activity of the user-portal session behind it.
 */
export async function touchSession(
  db: Db,
  session: { id: string; parentId: string | null; lastSeenAt: Date },
  now: Date,
): Promise<Date> {
  if (now.getTime() - session.lastSeenAt.getTime() < AUTH_LIMITS.activityWriteMs) return session.lastSeenAt;
  // One row per statement: concurrent calls of the same session updating both rows in one statement lock them in
  // whatever order each scan meets them, and PostgreSQL then aborts some as deadlocked (seen with 50 parallel
  // bookings). Single-row updates only ever wait on each other.
  for (const sessionId of session.parentId ? [session.id, session.parentId] : [session.id]) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }
  return now;
}

/** The user's sessions still in use at `now` (not revoked, not expired, not idle), the latest seen first. */
export async function liveSessionsOf(db: Db, userId: string, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - AUTH_LIMITS.idleMs)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/** One of the user's sessions not yet revoked; undefined for another user's or a revoked one. */
export async function openSessionOf(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return row;
}

/** A user of either realm by its id (a well-formed one: the caller checks). */
export async function findUserById(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}
