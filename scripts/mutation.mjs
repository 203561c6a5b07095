// `npm run mutation [-- name...] [-- --full]`: StrykerJS over the mutation-tested parts, one after another (the
// machine is shared, so each run uses one test process), then the four scores against their targets. Kept out of
// `npm test`: a full run takes far longer than CI should. Each part runs incrementally from the result file kept in
// git (reports/mutation/<part>/stryker-incremental.json): only mutants whose code or tests changed are tested again,
// and the score still counts every mutant. `--full` (Stryker's `--force`) tests every mutant afresh. Surviving
// equivalent mutants are listed in docs/mutation-testing.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { API_PARTS } = await import(join(root, 'apps/api/stryker/api-parts.mjs'));

const TARGETS = [
  { name: 'domain', dir: 'libs/domain', config: 'stryker.config.mjs', target: 85 },
  { name: 'capture-machine', dir: 'libs/capture-machine', config: 'stryker.config.mjs', target: 80 },
  { name: 'nist', dir: 'libs/nist', config: 'stryker.config.mjs', target: 75 },
  { name: 'auth', dir: 'apps/api', config: 'stryker.auth.config.mjs', target: 75 },
  // The rest of the API (issue 31), one part per group of resources (apps/api/stryker/api-parts.mjs).
  ...API_PARTS.map((part) => ({
    name: part.name,
    dir: 'apps/api',
    config: 'stryker.api.config.mjs',
    env: { API_PART: part.name },
    target: 80,
  })),
];

/** Stryker's mutation score: detected (killed or timed out) over all valid mutants, survivors and uncovered. */
export function mutationScore(report) {
  const counts = { detected: 0, undetected: 0 };
  for (const file of Object.values(report.files)) {
    for (const mutant of file.mutants) {
      if (mutant.status === 'Killed' || mutant.status === 'Timeout') counts.detected += 1;
      else if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') counts.undetected += 1;
    }
  }
  const total = counts.detected + counts.undetected;
  return { ...counts, score: total === 0 ? Number.NaN : (100 * counts.detected) / total };
}

const args = process.argv.slice(2);
const full = args.includes('--full');
const only = args.filter((arg) => arg !== '--full');
const selected = only.length > 0 ? TARGETS.filter((part) => only.includes(part.name)) : TARGETS;
if (selected.length === 0) {
  console.error(`Unknown part; choose from ${TARGETS.map((part) => part.name).join(', ')}`);
  process.exit(2);
}

const results = [];
for (const part of selected) {
  const started = Date.now();
  console.log(`\n== mutation testing ${part.name} (${part.dir}) ==`);
  const run = spawnSync('npx', ['stryker', 'run', part.config, ...(full ? ['--force'] : [])], {
    cwd: join(root, part.dir),
    stdio: 'inherit',
    env: { ...process.env, ...part.env, FORCE_COLOR: '0' },
  });
  const minutes = (Date.now() - started) / 60000;
  const reportFile = join(root, 'reports/mutation', part.name, 'mutation.json');
  if (run.status !== 0 || !existsSync(reportFile)) {
    results.push({ ...part, minutes, failed: true });
    continue;
  }
  results.push({ ...part, minutes, ...mutationScore(JSON.parse(readFileSync(reportFile, 'utf8'))) });
}

console.log('\nMutation scores');
let belowTarget = false;
for (const result of results) {
  if (result.failed) {
    belowTarget = true;
    console.log(`  ${result.name.padEnd(16)} FAILED to run (${result.minutes.toFixed(1)} min)`);
    continue;
  }
  const ok = result.score >= result.target;
  belowTarget ||= !ok;
  console.log(
    `  ${result.name.padEnd(16)} ${result.score.toFixed(2).padStart(6)} %  target ${result.target} %  ` +
      `${ok ? 'met' : 'BELOW TARGET'}  (${result.detected} detected, ${result.undetected} undetected, ` +
      `${result.minutes.toFixed(1)} min)`,
  );
}
process.exit(belowTarget ? 1 : 0);
