import { createHash, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { openAsBlob } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrate, migrationsFolder } from '../db/migrate';
import { seedDemoData } from '../seed/demo-data';
import {
  TEST_DATABASE_PREFIX,
  createDatabase,
  databaseUrlFor,
  dropDatabase,
  newRunId,
} from './postgres-test-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder (tarball) already migrated and seeded with the demo data: demo-data-template.ts. */
    demoDataTemplate?: string;
    /** On a PostgreSQL server: this run's database name prefix and templates (postgres-templates.ts). */
    postgresTestDatabases?: { prefix: string; emptyTemplate: string; demoTemplate: string };
  }
}

/**
 * A migrated, empty database for one test file: an in-memory PGlite by default, or, on the PostgreSQL server named
 * by DATABASE_URL (CI runs the suite both ways), a database of its own copied from the run's migrated template and
 * dropped when it is closed. Test files run in parallel either way.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env['DATABASE_URL']) return openPostgresTestDatabase('empty');
  const database = await openMigratedPglite();
  // On a PGlite started from the template this finds every migration applied and does nothing.
  await migrate(database);
  return database;
}

/**
 * A migrated database holding the demo data (seed/demo-data.ts), for a test file that signs in as the demo users.
 * Where a global setup made a seeded template (demo-data-template.ts on PGlite, postgres-templates.ts on a server),
 * the database starts from a copy of it instead of seeding again; otherwise it is seeded here.
 */
export async function openTestDatabaseWithDemoData(): Promise<Database> {
  if (process.env['DATABASE_URL']) return openPostgresTestDatabase('demo');
  const template = inject('demoDataTemplate');
  if (template) {
    return openDatabase({
      databaseUrl: undefined,
      pgliteDir: 'memory://',
      pgliteTemplate: await openAsBlob(template),
    });
  }
  const database = await openTestDatabase();
  await seedDemoData(database.db);
  return database;
}

/**
 * On a PostgreSQL server: a new migrated database (seeded with the demo data for `demo`) for a process a test starts
 * itself (the API's own start-up), and the function that drops it. Undefined on PGlite.
 */
export async function createPostgresTestDatabase(
  kind: 'empty' | 'demo' = 'empty',
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) return undefined;
  const run = inject('postgresTestDatabases');
  // Without the run's templates (a config without postgres-templates.ts): a database of the test file's own run,
  // migrated (and seeded) here.
  const prefix = run?.prefix ?? `${TEST_DATABASE_PREFIX}${newRunId()}_`;
  const template = run ? (kind === 'demo' ? run.demoTemplate : run.emptyTemplate) : undefined;
  const name = await createDatabase(serverUrl, `${prefix}file_`, template);
  const url = databaseUrlFor(serverUrl, name);
  const drop = () => dropDatabase(serverUrl, name);
  if (!run) {
    try {
      const database = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
      try {
        await migrate(database);
        if (kind === 'demo') await seedDemoData(database.db);
      } finally {
        await database.close();
      }
    } catch (error) {
      await drop();
      throw error;
    }
  }
  return { url, drop };
}

async function openPostgresTestDatabase(kind: 'empty' | 'demo'): Promise<Database> {
  const created = (await createPostgresTestDatabase(kind))!;
  const database = await openDatabase({ databaseUrl: created.url, pgliteDir: 'memory://' });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * Starting PGlite means running initdb, most of a test file's start-up (20-30 s on a loaded machine, against about
 * 6 s to load a data folder). So the first test file to need it migrates an empty PGlite once and keeps its data
 * folder as a tarball in the system's temp folder, named after the migrations and the PGlite version; every test
 * file then starts from a copy of it. A template that fails to load is replaced.
 */
async function openMigratedPglite(): Promise<Database> {
  const file = path.join(os.tmpdir(), `ridgeline-test-pglite-${await templateKey()}.tar`);
  const template = await readFile(file).catch(() => undefined);
  if (template) {
    try {
      return await openDatabase({
        databaseUrl: undefined,
        pgliteDir: 'memory://',
        pgliteTemplate: new Blob([template]),
      });
    } catch {
      await rm(file, { force: true });
    }
  }
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
  await migrate(database);
  const tarball = await database.pglite!.dumpDataDir('none');
  // Written aside and renamed, so a test file running alongside never reads half a template.
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
  await rename(partial, file);
  return database;
}

/** The migrations (SQL and journal) and the PGlite version: any change makes a new template. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(path.join(path.dirname(pgliteEntry), '../package.json')));
  const files = await readdir(migrationsFolder, { recursive: true, withFileTypes: true });
  const names = files
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const name of names) {
    hash.update(path.relative(migrationsFolder, name));
    hash.update(await readFile(name));
  }
  return hash.digest('hex').slice(0, 16);
}
