import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';

/**
 * A migrated, empty database for one test file: an in-memory PGlite by default, or the PostgreSQL server named by
 * DATABASE_URL (CI runs the suite both ways). On a server the schema is dropped first, so files run one at a time.
 */
export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
  if (database.kind === 'postgres') {
    await database.db.execute(sql.raw('drop schema if exists public cascade'));
    await database.db.execute(sql.raw('drop schema if exists drizzle cascade'));
    // The job queue's own schema, so no test file inherits another's jobs.
    await database.db.execute(sql.raw('drop schema if exists pgboss cascade'));
    await database.db.execute(sql.raw('create schema public'));
  }
  await migrate(database);
  return database;
}
