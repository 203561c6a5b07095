// `node scripts/mutation-partial.mjs <part> [--survivors]`: the score so far of a mutation run, from the mutants
// its event-recorder reporter has written (reports/mutation/<part>/events), for a run still going or stopped early.
// The score counts only the mutants tested so far, in Stryker's order, so it is a sample, not the part's score.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [part, ...flags] = process.argv.slice(2);
const dir = join(root, 'reports/mutation', part ?? '', 'events');
if (!part || !existsSync(dir)) {
  console.error('Usage: node scripts/mutation-partial.mjs <domain|capture-machine|nist|auth> [--survivors]');
  process.exit(2);
}

const events = readdirSync(dir).sort();
const planFile = events.find((name) => name.endsWith('-onMutationTestingPlanReady.json'));
const plan = planFile ? JSON.parse(readFileSync(join(dir, planFile), 'utf8')) : undefined;
const planned = plan?.mutantPlans?.filter((entry) => entry.plan === 'Run').length;
const early =
  plan?.mutantPlans?.filter((entry) => entry.plan === 'EarlyResult').map((entry) => entry.mutant) ?? [];

// Early results (ignored, no coverage) may be reported again as tested mutants: one entry per mutant id.
const results = new Map(early.map((mutant) => [mutant.id, mutant]));
for (const name of events.filter((each) => each.endsWith('-onMutantTested.json'))) {
  const mutant = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  results.set(mutant.id, mutant);
}
const tested = [...results.values()];
const byStatus = {};
const byFile = {};
for (const mutant of tested) {
  byStatus[mutant.status] = (byStatus[mutant.status] ?? 0) + 1;
  const file = relative(root, resolve(mutant.fileName));
  byFile[file] ??= { detected: 0, undetected: 0 };
  if (mutant.status === 'Killed' || mutant.status === 'Timeout') byFile[file].detected += 1;
  if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') byFile[file].undetected += 1;
}
const detected = (byStatus.Killed ?? 0) + (byStatus.Timeout ?? 0);
const undetected = (byStatus.Survived ?? 0) + (byStatus.NoCoverage ?? 0);
const score = (100 * detected) / (detected + undetected);
console.log(
  `${part}: ${tested.length} mutants with a result` +
    (planned === undefined ? '' : ` (${early.length} from the plan, ${planned} planned to run)`) +
    `; ${JSON.stringify(byStatus)}; score so far ${score.toFixed(2)} %`,
);
for (const [file, counts] of Object.entries(byFile).sort()) {
  const total = counts.detected + counts.undetected;
  if (total > 0) console.log(`  ${file}: ${counts.detected}/${total} detected`);
}
if (flags.includes('--survivors')) {
  for (const mutant of tested.filter((each) => each.status === 'Survived' || each.status === 'NoCoverage')) {
    const where = `${relative(root, resolve(mutant.fileName))}:${mutant.location.start.line}`;
    console.log(
      `${mutant.status.padEnd(10)} ${where} ${mutant.mutatorName}: ${JSON.stringify(mutant.replacement)}`,
    );
  }
}
