// Module hooks for keep-vitest-worker.mjs: rewrites Vitest's Pool (vitest/dist/chunks/cli-api.*.js) as it loads.
// Written for Vitest 4.1.x; a statement not found stops the run with the reason.

/** A kept thread is let go after this many runs, so anything that outlives a test file cannot pile up for hours. */
const RUNS_PER_THREAD = 200;

const PATCHES = [
  {
    why: 'keep an idle, non-isolated runner for the next run instead of stopping it (not while cancelling: a bail)',
    find: `				this.sharedRunners.push(runner);
				return this.schedule();
			}`,
    replace: `				this.sharedRunners.push(runner);
				return this.schedule();
			}
			if (!task.isolate && !runner.isTerminated && !isMemoryLimitReached && !this._isCancelling && this.queue.length === 0 && (runner.keptRuns = (runner.keptRuns ?? 0) + 1) < ${RUNS_PER_THREAD}) {
				this.sharedRunners.push(runner);
				this.freeWorkerId(poolId);
				return;
			}`,
  },
  {
    // The worker keeps the configuration it was started with; Stryker changes the test name filter every run.
    why: "send each run's configuration along with its files",
    find: `runner.request(method, task.context);`,
    replace: `runner.request(method, { ...task.context, config: task.project.serializedConfig });`,
  },
];

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!/\/vitest\/dist\/chunks\/cli-api\.[^/]+\.js$/.test(url)) return result;
  let source = String(result.source);
  for (const patch of PATCHES) {
    const at = source.indexOf(patch.find);
    if (at < 0 || source.indexOf(patch.find, at + 1) >= 0) {
      throw new Error(`keep-vitest-worker: cannot ${patch.why}: the statement is not found once in ${url}`);
    }
    source = source.replace(patch.find, patch.replace);
  }
  return { ...result, source };
}
