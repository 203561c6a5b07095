import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './src/chromium';

/** Ports apart from `npm start`'s, so the journeys run while a developer's product is up. */
export const E2E_API_PORT = Number(process.env['E2E_API_PORT'] || 3310);
export const E2E_AGENT_PORT = Number(process.env['E2E_AGENT_PORT'] || 8390);
/** The forgot-password journey starts its own SMTP server here; the API sends its e-mails to it. */
export const E2E_SMTP_PORT = Number(process.env['E2E_SMTP_PORT'] || 3325);
/** The EFT journey's SFTP server; like the SMTP port, named in the API's OUTBOUND_ALLOW. */
export const E2E_SFTP_PORT = Number(process.env['E2E_SFTP_PORT'] || E2E_API_PORT + 3);
/** The places journey's Photon-compatible geocoder (support/fake-geocoder.ts); the API's GEOCODER_URL points here. */
export const E2E_GEOCODER_PORT = Number(process.env['E2E_GEOCODER_PORT'] || E2E_API_PORT + 2);
/** The local channeler (apps/channeler-sim), the demo partners' EFT destination, as under `npm start`. */
export const E2E_CHANNELER_PORT = Number(process.env['E2E_CHANNELER_PORT'] || E2E_API_PORT + 4);
/** The local card processor (apps/card-sim), where the demo partners' card payments go, as under `npm start`. */
export const E2E_CARD_SIM_PORT = Number(process.env['E2E_CARD_SIM_PORT'] || E2E_API_PORT + 5);
const baseURL = `http://localhost:${E2E_API_PORT}`;
const root = new URL('../..', import.meta.url).pathname;
export const E2E_DATA_DIR = `${root}.data/e2e-${E2E_API_PORT}`;
const dataDir = E2E_DATA_DIR;

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // Lazily loaded screens on a 2-core CI machine that also runs the API, the agent and Chromium: Playwright's
  // default 5 s wait for an element is too short there (the axe scan's headings missed it at load 20).
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: '**/lockout.spec.ts' },
    // Locking an account lasts 30 minutes: the journeys that lock demo accounts run after all the others.
    {
      name: 'locks-accounts',
      use: { ...devices['Desktop Chrome'] },
      testMatch: '**/lockout.spec.ts',
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      // A fresh data folder each run (the journeys start from the demo data set). The channeler starts first, as
      // under `npm start`: the API's seeding pins the host key it keeps there.
      command: `rm -rf ${dataDir} && npx tsx apps/channeler-sim/src/main.ts`,
      cwd: root,
      port: E2E_CHANNELER_PORT,
      env: {
        CHANNELER_PORT: String(E2E_CHANNELER_PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // It answers each EFT at once, and by rule only (a forced print), never by the TCN's share: a journey's
        // record is rejected when the journey means it to be.
        CHANNELER_RESPONSE_DELAY_SECONDS: '0',
        CHANNELER_REJECT_PERCENT: '0',
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: 'npx tsx apps/api/src/main.ts',
      cwd: root,
      url: `${baseURL}/healthz`,
      env: {
        PORT: String(E2E_API_PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        AGENT_URL: `http://localhost:${E2E_AGENT_PORT}`,
        SEED_DEMO_DATA: 'true',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(E2E_SMTP_PORT),
        // The journeys' own local servers and the local channeler: the outbound guard refuses every other internal
        // address.
        OUTBOUND_ALLOW: `127.0.0.1:${E2E_SMTP_PORT},127.0.0.1:${E2E_SFTP_PORT},127.0.0.1:${E2E_CHANNELER_PORT}`,
        // A journey's mail catcher may come up after a first attempt failed: retry in seconds, not the default 30 s.
        QUEUE_RETRY_DELAY_SECONDS: '2',
        PUBLIC_URL: baseURL,
        // Maps with no internet: an empty style (markers over a plain background) and a local places search.
        MAP_STYLE_URL: 'none',
        GEOCODER_URL: `http://127.0.0.1:${E2E_GEOCODER_PORT}/api`,
        CHANNELER_PORT: String(E2E_CHANNELER_PORT),
        PAYMENT_PROVIDER_URL: `http://127.0.0.1:${E2E_CARD_SIM_PORT}`,
      },
      reuseExistingServer: false,
      // Several projects may be building on the same small machine; a cold start can take a while.
      timeout: 180_000,
    },
    {
      command: 'npx tsx apps/card-sim/src/main.ts',
      cwd: root,
      url: `http://127.0.0.1:${E2E_CARD_SIM_PORT}/healthz`,
      env: {
        CARD_SIM_PORT: String(E2E_CARD_SIM_PORT),
        CARD_SIM_WEBHOOK_URL: `${baseURL}/public/v1/payments/stripe/webhook`,
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: 'npx tsx apps/agent-sim/src/main.ts',
      cwd: root,
      url: `http://localhost:${E2E_AGENT_PORT}/ping`,
      env: {
        AGENT_PORT: String(E2E_AGENT_PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        AGENT_CORS_ORIGINS: baseURL,
      },
      reuseExistingServer: false,
      // Several projects may be building on the same small machine; a cold start can take a while.
      timeout: 180_000,
    },
  ],
});
