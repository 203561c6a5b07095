import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signInSourceFailures } from '../db/schema';

/**
 * The per-source counter (issue 25): events from one source (a client address, as Fastify's `trustProxy` reads
 * it) within a sliding window, kept in a table so every API process on the same database sees the same count.
 * Sign-in counts its failures here under the bare address; other limiters prefix the address with their own name
 * (`public:203.0.113.7`, see http/public-source-limit.ts), so their counts never mix.
 */
export async function sourceEventsInWindow(
  db: Db,
  source: string | null,
  now: Date,
  windowMs: number,
): Promise<number> {
  if (!source) return 0;
  const windowStart = new Date(now.getTime() - windowMs);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(signInSourceFailures)
    .where(and(eq(signInSourceFailures.source, source), gt(signInSourceFailures.at, windowStart)));
  return counted?.n ?? 0;
}

/** Records one event of the source and prunes its events older than the window. */
export async function recordSourceEvent(db: Db, source: string | null, now: Date, windowMs: number) {
  if (!source) return;
  await db.insert(signInSourceFailures).values({ source, at: now });
  const windowStart = new Date(now.getTime() - windowMs);
  await db
    .delete(signInSourceFailures)
    .where(and(eq(signInSourceFailures.source, source), lt(signInSourceFailures.at, windowStart)));
}
