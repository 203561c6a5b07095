/**
 * The contract fuzz with issue 25's input classes (hostile-classes.ts) over every operation of the contract: no
 * answer may be a 5xx, and every operation gets at least one request of every class.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FUZZ_OPERATIONS, startFuzzTarget } from './fuzz-target';
import { HOSTILE_CLASSES, hostileClassCases, type HostileClass } from './hostile-classes';

// Requests per operation and class at most. Unlimited: every field of every operation gets every value of its class
// (6,151 requests, about 50 s per database). Should the suite need the time back, 4 keeps every operation in
// every class with 3,633 requests (about 30 s).
const PER_CLASS = Number.POSITIVE_INFINITY;

let target: Awaited<ReturnType<typeof startFuzzTarget>>;
beforeAll(async () => {
  target = await startFuzzTarget();
});
afterAll(async () => {
  await target.close();
});

it(
  "answers every operation, sent issue 25's classes (prototype names, extreme dates, deep nesting, broken multipart, huge numbers, long strings), without a 5xx",
  { timeout: 600_000 },
  async () => {
    const started = Date.now();
    const perClass = new Map<HostileClass, { requests: number; operations: Set<string> }>(
      HOSTILE_CLASSES.map((name) => [name, { requests: 0, operations: new Set<string>() }]),
    );
    const failures: string[] = [];
    await target.fuzz(
      FUZZ_OPERATIONS,
      (op) => hostileClassCases(op, PER_CLASS),
      (op, fuzzCase, failure) => {
        const tally = perClass.get(fuzzCase.hostileClass)!;
        tally.requests++;
        tally.operations.add(`${op.method} ${op.path}`);
        if (failure) failures.push(`${fuzzCase.hostileClass}: ${failure}`);
      },
    );
    const total = [...perClass.values()].reduce((sum, tally) => sum + tally.requests, 0);
    console.info(
      `contract fuzz, issue 25 classes: ${FUZZ_OPERATIONS.length} operations, ${total} requests in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s (${[...perClass]
          .map(([name, tally]) => `${name} ${tally.requests} over ${tally.operations.size} operations`)
          .join('; ')})`,
    );
    expect(failures).toEqual([]);
    for (const [name, tally] of perClass) expect(tally.operations.size, name).toBe(FUZZ_OPERATIONS.length);
  },
);
