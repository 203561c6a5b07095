import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seedDemoData } from '../seed/demo-data';
import {
  TEST_DATABASE_PREFIX,
  createDatabase,
  databaseUrlFor,
  dropRunDatabases,
  newRunId,
} from './postgres-test-databases';

/**
 * Vitest global setup for a run on a PostgreSQL server (DATABASE_URL; nothing to do on PGlite): makes this run's two
 * templates, one migrated and one migrated and seeded with the demo data, from which each test file copies its own
 * database (test-database.ts), and drops every database of the run at the end (postgres-test-databases.ts).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) return undefined;
  const prefix = `${TEST_DATABASE_PREFIX}${newRunId()}_`;
  const cleanUp = async () => {
    await dropRunDatabases(serverUrl, prefix);
  };
  try {
    const empty = await createDatabase(serverUrl, `${prefix}empty_`, undefined);
    const migrated = await openDatabase({
      databaseUrl: databaseUrlFor(serverUrl, empty),
      pgliteDir: 'memory://',
    });
    try {
      await migrate(migrated);
    } finally {
      await migrated.close();
    }
    const demo = await createDatabase(serverUrl, `${prefix}demo_`, empty);
    const seeded = await openDatabase({
      databaseUrl: databaseUrlFor(serverUrl, demo),
      pgliteDir: 'memory://',
    });
    try {
      await seedDemoData(seeded.db);
    } finally {
      await seeded.close();
    }
    project.provide('postgresTestDatabases', { prefix, emptyTemplate: empty, demoTemplate: demo });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return cleanUp;
}
