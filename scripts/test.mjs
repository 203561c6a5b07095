#!/usr/bin/env node
// `npm test`: everything that gates a change, in the order that fails fastest.
import { existsSync } from 'node:fs';
import { runSteps } from './run-steps.mjs';

const postgresUrl = process.env.TEST_DATABASE_URL;
const nx = 'npx nx run-many --outputStyle=stream --parallel=2';

const ok = await runSteps([
  { name: 'format check (prettier)', command: 'npx prettier --check .' },
  {
    name: 'contract: Redocly lint and generated clients in step with openapi/',
    command: 'node scripts/check-clients.mjs',
  },
  { name: 'lint (eslint, module boundaries)', command: `${nx} -t lint` },
  { name: 'typecheck', command: `${nx} -t typecheck` },
  { name: 'unit tests (API on embedded PGlite)', command: `${nx} -t test` },
  {
    name: 'API tests on PostgreSQL',
    when: !!postgresUrl,
    alongside: 'pg',
    command: 'npx vitest run --root apps/api',
    env: { DATABASE_URL: postgresUrl },
  },
  {
    name: 'QA capture scenarios (ridgeline-capture-sim against the agent simulator)',
    command: 'node scripts/with-agent-sim.mjs bash scripts/run-capture-scenarios.sh',
  },
  { name: 'build the web app', command: 'npx nx run @ridgeline/web:build --outputStyle=stream' },
  { name: 'initial JavaScript budget', command: 'npx tsx apps/web/bench/initial-js-size.ts' },
  { name: 'Chromium present', command: 'node scripts/ensure-chromium.mjs' },
  {
    name: 'Storybook interaction tests (headless Chromium)',
    command: 'npx vitest run --config libs/ui/vitest.storybook.config.ts',
  },
  {
    name: 'end-to-end journeys (Playwright, Chromium)',
    command: 'npx playwright test -c apps/web-e2e/playwright.config.ts',
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  },
]);
if (!postgresUrl && existsSync('.ci/run')) {
  console.log('note: set TEST_DATABASE_URL to also run the API tests on a PostgreSQL server (CI does)');
}
process.exit(ok ? 0 : 1);
