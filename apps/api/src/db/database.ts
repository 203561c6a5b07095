import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { registerTenantTransactions, tenantAwareDb } from './request-transaction';
import { pgTenantTransactions } from './tenant-transaction-pg';
import * as schema from './schema';

/** The embedded database's shared buffers (PostgreSQL's default is 128MB). */
export const PGLITE_SHARED_BUFFERS = '16MB';
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  /** Inside a partner-area request: that request's transaction, under row-level security (request-transaction.ts). */
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded instance (pglite) or the server's URL (postgres), for the job queue's own connection. */
  pglite?: PGlite;
  url?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  pgliteDir: string;
  /** A tarball of a PGlite data folder to start from instead of an empty one (tests: a migrated template). */
  pgliteTemplate?: Blob;
}

export async function openDatabase({
  databaseUrl,
  pgliteDir,
  pgliteTemplate,
}: DatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // Fail at start, with the server's own message, rather than on the first request.
    const client = await pool.connect();
    client.release();
    const base = drizzlePg(pool, { schema });
    const db = tenantAwareDb(base as unknown as Db);
    registerTenantTransactions(db, pgTenantTransactions(pool, base));
    return {
      db,
      kind: 'postgres',
      url: databaseUrl,
      close: () => pool.end(),
    };
  }
  // Loaded only here: an API on PostgreSQL never needs the embedded database's code.
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  if (!pgliteDir.startsWith('memory://')) await mkdir(path.dirname(pgliteDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: pgliteDir,
    loadDataDir: pgliteTemplate,
    // PostgreSQL's default 128 MB of shared buffers live inside the WebAssembly memory, which never shrinks: they
    // were a third of the API's resident memory. The data files sit on the host's disk and its page cache, so a
    // smaller pool costs little (issue 30: API on a seeded folder 441 MB → see docs/decisions.md).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  return {
    db: tenantAwareDb(drizzlePglite(client, { schema }) as unknown as Db),
    kind: 'pglite',
    pglite: client,
    close: () => client.close(),
  };
}
