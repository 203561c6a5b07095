import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** Resolves when the database answers a query; rejects with the driver's error otherwise. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
