import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signInFailures, users } from '../db/schema';

/** Lifts a user's sign-in lock and forgets the failures counted towards it (an administrator's unlock). */
export async function liftSignInLock(db: Db, user: { id: string; realm: string; email: string }) {
  await db.update(users).set({ lockedUntil: null }).where(eq(users.id, user.id));
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.realm, user.realm), eq(signInFailures.email, user.email.toLowerCase())));
}
