import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

/**
 * Runs every story's play function as a test in headless Chromium. Debian's Chromium is used because
 * Playwright's browser download does not work on the build machines (see apps/web-e2e/src/chromium.ts).
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [storybookTest({ configDir: join(import.meta.dirname, '.storybook') })],
  // Dependencies found only once the flow story runs would make Vite re-bundle and reload mid-test.
  optimizeDeps: { include: ['@xstate/react', 'xstate', 'openapi-fetch'] },
  test: {
    name: 'ui-storybook',
    watch: false,
    // The flow stories walk a whole ten-print capture against the fake agent.
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
