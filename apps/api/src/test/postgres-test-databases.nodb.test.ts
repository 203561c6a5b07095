import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_PREFIX, databaseUrlFor, isDroppable, newRunId } from './postgres-test-databases';

const HOUR = 60 * 60 * 1000;

describe('test databases on a PostgreSQL server', () => {
  it('names each run apart: two runs started in the same millisecond still differ', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newRunId()));
    expect(ids.size).toBe(1000);
  });

  it("drops this run's databases and a killed run's older than six hours, never a live run's or another database", () => {
    const now = Date.UTC(2026, 10, 28, 3, 0);
    const run = (startedMsAgo: number) =>
      `${TEST_DATABASE_PREFIX}${(now - startedMsAgo).toString(36)}_0123abcd_`;
    const mine = run(10_000);
    expect(isDroppable(`${mine}file_aabbccddeeff`, mine, now)).toBe(true);
    expect(isDroppable(`${mine}empty_aabbccddeeff`, mine, now)).toBe(true);
    // Another run on the same server, started before or after this one: left alone.
    expect(isDroppable(`${run(HOUR)}file_aabbccddeeff`, mine, now)).toBe(false);
    expect(isDroppable(`${run(-1000)}file_aabbccddeeff`, mine, now)).toBe(false);
    expect(isDroppable(`${run(5.9 * HOUR)}demo_aabbccddeeff`, mine, now)).toBe(false);
    // A run started more than six hours ago was killed before its clean-up.
    expect(isDroppable(`${run(6.1 * HOUR)}demo_aabbccddeeff`, mine, now)).toBe(true);
    // Databases that are not test databases.
    expect(isDroppable('test', mine, now)).toBe(false);
    expect(isDroppable('ridgeline', mine, now)).toBe(false);
    expect(isDroppable('rltest', mine, now)).toBe(false);
  });

  it('points the server URL at another database, keeping user, host, port and options', () => {
    expect(databaseUrlFor('postgres://postgres:pw@127.0.0.1:5432/test?sslmode=disable', 'rlt_x_file_1')).toBe(
      'postgres://postgres:pw@127.0.0.1:5432/rlt_x_file_1?sslmode=disable',
    );
  });
});
