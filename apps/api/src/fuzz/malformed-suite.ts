import { afterAll, beforeAll, expect, it } from 'vitest';
import { FUZZ_OPERATIONS, fuzzShard, startFuzzTarget } from './fuzz-target';
import { malformedCases } from './malformed-cases';

/**
 * Declares the malformed-input fuzz (issue 18) over one shard of the contract's operations: no answer may be a 5xx,
 * and every error answer must be the contract's error body. Its files (contract-fuzz-malformed-N.test.ts) each take
 * one shard, so the runner spreads them over its workers; together they take every operation.
 */
export function malformedFuzzSuite(shard: number, of: number): void {
  let target: Awaited<ReturnType<typeof startFuzzTarget>>;
  beforeAll(async () => {
    target = await startFuzzTarget();
  });
  afterAll(async () => {
    await target.close();
  });

  it(
    `answers every operation of shard ${shard + 1} of ${of} of the contract, sent hostile input with valid tokens, without a 5xx and with the contract error body`,
    { timeout: 600_000 },
    async () => {
      const operations = fuzzShard(shard, of);
      let requests = 0;
      const failures = await target.fuzz(operations, malformedCases, () => requests++);
      console.info(
        `contract fuzz, shard ${shard + 1} of ${of}: ${operations.length} of ${FUZZ_OPERATIONS.length} operations, ${requests} requests`,
      );
      expect(failures).toEqual([]);
      expect(FUZZ_OPERATIONS.length).toBeGreaterThanOrEqual(150);
      expect(operations.length).toBeGreaterThanOrEqual(Math.floor(FUZZ_OPERATIONS.length / of));
    },
  );
}
