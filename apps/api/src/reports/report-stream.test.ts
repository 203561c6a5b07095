import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/database';
import { FETCH_SIZE, forEachBatch } from './report-stream';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
});

afterAll(async () => {
  await database.close();
});

describe('forEachBatch', () => {
  it('hands every row over in order and leaves none in the driver results it read them from', async () => {
    const total = FETCH_SIZE * 2 + 3;
    const results: { rows: unknown[] }[] = [];
    const seen: number[] = [];
    const batchSizes: number[] = [];
    await database.db.transaction(async (tx) => {
      // The transaction's own handle, recording every result the driver returns.
      const recording = {
        execute: async (query: SQL) => {
          const result = (await tx.execute(query)) as unknown as { rows: unknown[] };
          results.push(result);
          return result;
        },
      } as unknown as Db;
      const count = await forEachBatch(
        recording,
        sql`select g::int as n from generate_series(1, ${total}) g order by g`,
        async (rows) => {
          batchSizes.push(rows.length);
          for (const row of rows) seen.push(row['n'] as number);
        },
      );
      expect(count).toBe(total);
    });
    expect(batchSizes).toEqual([FETCH_SIZE, FETCH_SIZE, 3]);
    expect(seen).toEqual(Array.from({ length: total }, (_, index) => index + 1));
    // Rows left in a driver result were promoted to V8's old generation (report-stream.ts, takeRows).
    expect(results.map((result) => result.rows.length)).toEqual(results.map(() => 0));
  });
});
