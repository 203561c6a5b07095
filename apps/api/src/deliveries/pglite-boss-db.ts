import type { PGlite } from '@electric-sql/pglite';

export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's database adapter for the embedded PGlite: the same pg-boss SQL, run on the same PGlite instance as the
 * app. PGlite serves one session, so its own transaction lock orders these statements with the app's
 * transactions; a TCP bridge (pglite-socket) would let a pg-boss statement land inside an app transaction.
 * pg-boss sends parameterless multi-statement scripts (`BEGIN; ...; COMMIT;`) for its schema and locks: those go
 * through `exec`, which runs them as one simple query like node-postgres would.
 */
export function pgliteBossDb(client: PGlite): BossDb {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows };
      }
      // Inside PGlite's transaction wrapper a failing script is rolled back under the same lock, so the shared
      // session is never left in an aborted transaction; the script's own BEGIN/COMMIT only warn there.
      const results = await client.transaction((tx) => tx.exec(text));
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
