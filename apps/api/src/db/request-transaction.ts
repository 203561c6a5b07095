/**
 * Row-level security for partner-area requests (issue 10; policies in migrations/0007_row_level_security.sql).
 *
 * `runAsTenant(db, scope, work)` opens one transaction, switches it to the role `ridgeline_app` (no SUPERUSER, no
 * BYPASSRLS) and sets `app.partner_id` / `app.location_id` for that transaction only, then runs `work` with the
 * transaction held in an AsyncLocalStorage. The `db` handle every repository already receives (`tenantAwareDb`)
 * forwards each call to that transaction while one is running in the current async context, and to the pool
 * otherwise — so existing code gets the policies without being edited, and a query that forgets its scope still
 * sees only the tenant's rows. `db.transaction(...)` inside a request becomes a savepoint of the request's.
 *
 * Outside a partner-area request (system area, user portal, sign-in, the job queue's workers, seeding, tests'
 * own setup) there is no transaction in the context and the connection's own role is used.
 *
 * PGlite serves one session: while a request transaction is open every other query waits for it, so nothing that
 * runs inside one may wait for work on another connection handle (the job queue's raw PGlite adapter): such work
 * is registered with `afterCommit` and runs once the transaction has committed.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** The role partner-area requests run as (created by the migration). */
export const APP_ROLE = 'ridgeline_app';

export interface TenantSettings {
  partnerId: string;
  locationId: string | null;
}

interface RequestTransaction {
  tx: Db;
  open: boolean;
  afterCommit: (() => Promise<void>)[];
}

const storage = new AsyncLocalStorage<RequestTransaction>();

/** True while the current async context runs inside a partner request's transaction. */
export function inRequestTransaction(): boolean {
  return storage.getStore()?.open === true;
}

/**
 * Runs `task` once the current request transaction has committed (not at all if it rolls back); at once when
 * there is none. For work on another connection (the job queue) that must not wait inside the transaction.
 */
export async function afterCommit(task: () => Promise<void>): Promise<void> {
  const store = storage.getStore();
  if (store?.open) store.afterCommit.push(task);
  else await task();
}

/** Runs `work` outside any request transaction (work that goes on after a request has been answered). */
export function outsideRequestTransaction<T>(work: () => T): T {
  return storage.exit(work);
}

/** The `db` handle of the app: the current request's transaction when there is one, the pool otherwise. */
export function tenantAwareDb(base: Db): Db {
  return new Proxy(base, {
    get(target, property) {
      const store = storage.getStore();
      let actual: Db = target;
      if (store) {
        if (!store.open) {
          throw new Error(
            'database used after its request transaction ended: run work after the answer through ' +
              'outsideRequestTransaction (after-answer.ts) or afterCommit',
          );
        }
        actual = store.tx;
      }
      const value: unknown = Reflect.get(actual, property, actual);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(actual) : value;
    },
  });
}

/**
 * Opens a request transaction with the tenant's settings already applied and runs `work` in it, committing when it
 * resolves and rolling back when it throws. The default below takes two round trips to start (BEGIN, then the
 * settings); a driver that can send both at once registers its own (tenant-transaction-pg.ts).
 */
export type TenantTransactionStarter = <T>(scope: TenantSettings, work: (tx: Db) => Promise<T>) => Promise<T>;

const starters = new WeakMap<Db, TenantTransactionStarter>();

/** Makes `runAsTenant` on `db` (the app's handle) start its transactions with `starter`. */
export function registerTenantTransactions(db: Db, starter: TenantTransactionStarter): void {
  starters.set(db, starter);
}

/** The statement that switches a transaction to the tenant: role and settings, each for this transaction only. */
export const tenantSettingsSql = (scope: TenantSettings) =>
  sql`select set_config('role', ${APP_ROLE}, true), set_config('app.partner_id', ${scope.partnerId}, true), set_config('app.location_id', ${scope.locationId ?? ''}, true)`;

function drizzleTenantTransaction(db: Db): TenantTransactionStarter {
  return (scope, work) =>
    db.transaction(async (tx) => {
      await tx.execute(tenantSettingsSql(scope));
      return work(tx as unknown as Db);
    });
}

/**
 * Runs `work` in one transaction as ridgeline_app with the tenant's settings; commits when it resolves, rolls
 * back when it throws, then runs what `afterCommit` registered.
 */
export async function runAsTenant<T>(db: Db, scope: TenantSettings, work: () => Promise<T>): Promise<T> {
  if (storage.getStore()?.open) throw new Error('a request transaction is already running');
  const store: RequestTransaction = { tx: db, open: false, afterCommit: [] };
  const start = starters.get(db) ?? drizzleTenantTransaction(db);
  const result = await storage.exit(() =>
    start(scope, async (tx) => {
      store.tx = tx;
      store.open = true;
      try {
        return await storage.run(store, work);
      } finally {
        store.open = false;
      }
    }),
  );
  for (const task of store.afterCommit) await storage.exit(task);
  return result;
}
