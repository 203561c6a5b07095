#!/usr/bin/env node
// Makes sure Debian's Chromium is there for the end-to-end and Storybook tests: Playwright's own browser
// download does not work on these machines. Installs it when running as root with apt; otherwise says what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const found = () => candidates.find((candidate) => existsSync(candidate));

if (found()) {
  console.log(`chromium: ${found()}`);
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    'Chromium is needed for the end-to-end tests and was not found.\n' +
      "Install Debian's package: sudo apt-get install -y chromium\n" +
      '(or point CHROMIUM_PATH at a Chromium binary)',
  );
  process.exit(1);
}
console.log("chromium not found: installing Debian's chromium package");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
if (!found()) {
  console.error('apt-get installed chromium but no binary was found at /usr/bin/chromium');
  process.exit(1);
}
console.log(`chromium: ${found()}`);
