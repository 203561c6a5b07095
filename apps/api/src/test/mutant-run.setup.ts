import { afterEach, beforeAll, beforeEach, inject, vi } from 'vitest';

/**
 * Setup of the API's mutation runs only (vitest.stryker-api.config.ts), where one worker thread serves many mutants
 * (stryker/keep-vitest-worker.mjs).
 *
 * Fresh modules for every test file: a module-level value a mutant produced (a memoised schema, a cached key) must
 * not reach the next mutant's run, nor another file. The transformed code stays cached, so this costs about 70 ms
 * a file against the 3.5 s of a new thread.
 */
vi.resetModules();

/**
 * Stryker's own bail ends a run through Vitest's cancel, which stops the worker thread; the config turns it off
 * (`disableBail`) and this does its job instead: after a mutant's first failing test, its remaining tests are
 * skipped and the remaining files do not start their apps.
 */
interface StrykerNamespace {
  activeMutant?: string;
}
const stryker = ((globalThis as Record<string, unknown>)['__stryker__'] ??= {}) as StrykerNamespace;
const bail = ((globalThis as Record<string, unknown>)['__ridgelineMutantBail__'] ??= {}) as {
  killed?: string | undefined;
};
const killedAlready = () => stryker.activeMutant !== undefined && bail.killed === stryker.activeMutant;

if ((inject as (key: string) => unknown)('mode') === 'mutant') {
  beforeAll(() => {
    if (killedAlready())
      throw new Error(`mutant ${stryker.activeMutant} is already killed: file not started`);
  });
  beforeEach((context) => {
    if (killedAlready()) context.skip();
  });
  afterEach((context) => {
    if (context.task.result?.state === 'fail') bail.killed = stryker.activeMutant;
  });
}
