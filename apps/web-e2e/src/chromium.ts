import { existsSync } from 'node:fs';

/**
 * Debian's Chromium: Playwright's own browser download does not work on these machines. Undefined when none is
 * installed; `scripts/ensure-chromium.mjs` installs it or names what to install before the journeys run.
 */
export function chromiumPath(): string | undefined {
  const candidates = [process.env['CHROMIUM_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
}

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
