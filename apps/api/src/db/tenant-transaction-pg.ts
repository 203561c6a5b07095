/**
 * The request transaction on PostgreSQL in one round trip fewer (issue 30): BEGIN and the tenant's settings go to
 * the server as one simple-protocol message, then the handler's statements run on that connection through
 * drizzle's own transaction class, so `db.transaction(...)` inside a request is still a savepoint of it.
 *
 * The simple protocol carries no parameters, so the settings travel as literals: the ids are checked to be UUIDs
 * (they come from the session row, typed uuid) and quoted by pg's own `escapeLiteral` as well.
 */
import { NodePgSession, NodePgTransaction, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Schema } from './database';
import { APP_ROLE, type TenantSettings, type TenantTransactionStarter } from './request-transaction';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidOrEmpty(value: string | null, name: string): string {
  if (value === null) return '';
  if (!UUID.test(value)) throw new Error(`${name} of a request transaction must be a UUID`);
  return value;
}

/** BEGIN plus the tenant's role and settings, for this transaction only, as one message. */
export function beginAsTenantText(scope: TenantSettings): string {
  const partnerId = pg.escapeLiteral(uuidOrEmpty(scope.partnerId, 'partnerId'));
  const locationId = pg.escapeLiteral(uuidOrEmpty(scope.locationId, 'locationId'));
  return (
    `begin; select set_config('role', ${pg.escapeLiteral(APP_ROLE)}, true), ` +
    `set_config('app.partner_id', ${partnerId}, true), set_config('app.location_id', ${locationId}, true)`
  );
}

export function pgTenantTransactions(pool: pg.Pool, base: NodePgDatabase<Schema>): TenantTransactionStarter {
  // The relational-query schema drizzle gave the pool's own session, for the transaction's.
  const { fullSchema, schema, tableNamesMap } = base._;
  const relational = schema ? { fullSchema, schema, tableNamesMap } : undefined;
  // As drizzle's node-postgres driver makes its own (no casing option is used).
  const dialect = new PgDialect();
  return async (scope, work) => {
    const text = beginAsTenantText(scope);
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      await client.query(text);
      const session = new NodePgSession(client, dialect, relational, {});
      const tx = new NodePgTransaction(dialect, session, relational);
      const result = await work(tx as unknown as Db);
      await client.query('commit');
      return result;
    } catch (error) {
      // A failed statement leaves the transaction aborted; a connection that cannot even roll back is discarded.
      await client.query('rollback').catch((rollbackError: Error) => (failure = rollbackError));
      throw error;
    } finally {
      client.release(failure);
    }
  };
}
