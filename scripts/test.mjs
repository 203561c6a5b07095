#!/usr/bin/env node
// `npm test`: everything that gates a change, in the order that fails fastest.
import { existsSync } from 'node:fs';
import { runSteps } from './run-steps.mjs';

const postgresUrl = process.env.TEST_DATABASE_URL;
const nx = 'npx nx run-many --outputStyle=stream --parallel=2';

// `minutes`: each step's time limit (run-steps.mjs), set generously above what the step takes on CI (the step
// table of `npm test` gives the figures), so a hang fails with its step named instead of at CI's own limit.
const ok = await runSteps([
  { name: 'format check (prettier)', minutes: 5, command: 'npx prettier --check .' },
  {
    name: 'contract: Redocly lint and generated clients in step with openapi/',
    minutes: 5,
    command: 'node scripts/check-clients.mjs',
  },
  { name: 'lint (eslint, module boundaries)', minutes: 15, command: `${nx} -t lint` },
  { name: 'typecheck', minutes: 15, command: `${nx} -t typecheck` },
  { name: 'unit tests (API on embedded PGlite)', minutes: 30, command: `${nx} -t test` },
  {
    name: 'API tests on PostgreSQL',
    minutes: 40,
    when: !!postgresUrl,
    alongside: 'pg',
    // One worker: this pass shares the two cores with the build, Storybook and the browser journeys.
    command: 'npx vitest run --root apps/api --maxWorkers=1',
    env: { DATABASE_URL: postgresUrl },
  },
  {
    name: 'QA capture scenarios (ridgeline-capture-sim against the agent simulator)',
    minutes: 10,
    command: 'node scripts/with-agent-sim.mjs bash scripts/run-capture-scenarios.sh',
  },
  { name: 'build the web app', minutes: 10, command: 'npx nx run @ridgeline/web:build --outputStyle=stream' },
  { name: 'initial JavaScript budget', minutes: 5, command: 'npx tsx apps/web/bench/initial-js-size.ts' },
  { name: 'Chromium present', minutes: 10, command: 'node scripts/ensure-chromium.mjs' },
  {
    name: 'Storybook interaction tests (headless Chromium)',
    minutes: 15,
    command: 'npx vitest run --config libs/ui/vitest.storybook.config.ts',
  },
  {
    name: 'end-to-end journeys (Playwright, Chromium)',
    minutes: 35,
    command: 'npx playwright test -c apps/web-e2e/playwright.config.ts',
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  },
]);
if (!postgresUrl && existsSync('.ci/run')) {
  console.log('note: set TEST_DATABASE_URL to also run the API tests on a PostgreSQL server (CI does)');
}
process.exit(ok ? 0 : 1);
