import { createHash, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { openAsBlob } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrate, migrationsFolder } from '../db/migrate';
import { seedDemoData } from '../seed/demo-data';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder (tarball) already migrated and seeded with the demo data: demo-data-template.ts. */
    demoDataTemplate?: string;
  }
}

/**
 * A migrated, empty database for one test file: an in-memory PGlite by default, or the PostgreSQL server named by
 * DATABASE_URL (CI runs the suite both ways). On a server the schema is dropped first, so files run one at a time.
 */
export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const database = databaseUrl
    ? await openDatabase({ databaseUrl, pgliteDir: 'memory://' })
    : await openMigratedPglite();
  if (database.kind === 'postgres') {
    await database.db.execute(sql.raw('drop schema if exists public cascade'));
    await database.db.execute(sql.raw('drop schema if exists drizzle cascade'));
    // The job queue's own schema, so no test file inherits another's jobs.
    await database.db.execute(sql.raw('drop schema if exists pgboss cascade'));
    await database.db.execute(sql.raw('create schema public'));
  }
  // On a PGlite started from the template this finds every migration applied and does nothing.
  await migrate(database);
  return database;
}

/**
 * A migrated database holding the demo data (seed/demo-data.ts), for a test file that signs in as the demo users.
 * Where the vitest config's global setup made a seeded template (demo-data-template.ts), the database starts from a
 * copy of it instead of seeding again; otherwise it is seeded here.
 */
export async function openTestDatabaseWithDemoData(): Promise<Database> {
  const template = process.env['DATABASE_URL'] ? undefined : inject('demoDataTemplate');
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
