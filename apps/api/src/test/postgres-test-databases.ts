import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Test databases on a PostgreSQL server (DATABASE_URL): every test file gets a database of its own, copied from a
 * template made once per run (CREATE DATABASE ... TEMPLATE), so test files run in parallel there as they do on
 * PGlite. DATABASE_URL names a database the tests only connect to, to create and drop theirs.
 *
 * Names: `rlt_<run>_<what>`, where <run> is the run's start (base 36 milliseconds) and 8 random hex digits, so two
 * runs on one server never meet; the run's global setup drops every database of its run at the end, and any
 * database of an earlier run that is older than STALE_AFTER_MS (a run that was killed).
 */
export const TEST_DATABASE_PREFIX = 'rlt_';
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

export function newRunId(): string {
  return `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** The server URL with another database name. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Creates a database named `<prefix><random>`, a copy of `template` (the server's default when undefined). */
export async function createDatabase(
  serverUrl: string,
  prefix: string,
  template: string | undefined,
): Promise<string> {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, async (client) => {
    // A template is copied only while nobody is connected to it; a copy started at the same moment by another test
    // file is fine, a connection of this run's set-up still closing is waited out.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database ${quote(name)}${template ? ` template ${quote(template)}` : ''}`);
        return;
      } catch (error) {
        const busy = /being accessed by other users/.test(String(error));
        if (!busy || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  });
  return name;
}

/**
 * Drops a test file's database once nothing uses it. Never `with (force)` here: a connection the file still holds
 * (a queue's pool closing late) would be terminated and surface as an uncaught error in that file. A database still
 * in use is left to the sweep at the end of the run, which runs after every test file has ended.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdmin(serverUrl, async (client) => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      try {
        await client.query(`drop database if exists ${quote(name)}`);
        return;
      } catch (error) {
        if (!/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  });
}

/** A database of this run (`runPrefix`), or of a run started over STALE_AFTER_MS before `now`. */
export function isDroppable(datname: string, runPrefix: string, now: number): boolean {
  if (datname.startsWith(runPrefix)) return true;
  if (!datname.startsWith(TEST_DATABASE_PREFIX)) return false;
  const started = parseInt(datname.slice(TEST_DATABASE_PREFIX.length).split('_')[0] ?? '', 36);
  return Number.isFinite(started) && now - started > STALE_AFTER_MS;
}

/** Drops this run's databases (names starting with `runPrefix`) and those of runs older than STALE_AFTER_MS. */
export async function dropRunDatabases(serverUrl: string, runPrefix: string): Promise<string[]> {
  return withAdmin(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [TEST_DATABASE_PREFIX],
    );
    const dropped: string[] = [];
    for (const { datname } of rows) {
      if (!isDroppable(datname, runPrefix, Date.now())) continue;
      await client.query(`drop database if exists ${quote(datname)} with (force)`);
      dropped.push(datname);
    }
    return dropped;
  });
}
