#!/usr/bin/env node
// `npm start`: builds the web app when it is stale, then runs the API (which migrates its database, seeds the
// demo data on an empty one and serves the web app) and the device agent simulator. Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';
import process from 'node:process';
import { agentCorsOrigins, startBanner } from './start-banner.mjs';

const port = Number(process.env.PORT || 3000);
const agentPort = Number(process.env.AGENT_PORT || 8080);
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  PORT: String(port),
  AGENT_PORT: String(agentPort),
  AGENT_URL: process.env.AGENT_URL || `http://localhost:${agentPort}`,
  AGENT_CORS_ORIGINS: process.env.AGENT_CORS_ORIGINS || agentCorsOrigins(port),
  SEED_DEMO_DATA: process.env.SEED_DEMO_DATA ?? 'true',
  // A demo on this machine only; HOST=0.0.0.0 opens it to the network.
  HOST: process.env.HOST || '127.0.0.1',
  // The internal servers stored settings may reach: npm start runs no mail or SFTP simulator of its own (e-mail
  // goes to DATA_DIR/outbox), so none beyond what the caller names.
  OUTBOUND_ALLOW: process.env.OUTBOUND_ALLOW ?? '',
};

console.log('Building the web app (Nx skips this when nothing changed)...');
const build = spawnSync('npx', ['nx', 'run', '@ridgeline/web:build', '--outputStyle=stream'], {
  stdio: 'inherit',
  env,
});
if (build.status !== 0) process.exit(build.status ?? 1);

// Each server runs in this Node with tsx loaded (no npx or tsx wrapper process in between), in its own process
// group, so that stopping one stops everything it started.
const children = [
  ['api', 'apps/api/src/main.ts'],
  ['agent', 'apps/agent-sim/src/main.ts'],
].map(([name, entry]) => {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping everything`);
      stop(code || 1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  // The API needs a moment to finish requests and flush PGlite; it gives up by itself after 10 s.
  setTimeout(() => process.exit(code), 12_000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

const [apiUp, agentUp] = await Promise.all([
  waitFor(`http://localhost:${port}/healthz`, 60_000),
  waitFor(`http://localhost:${agentPort}/ping`, 60_000),
]);
if (!apiUp || !agentUp) {
  console.error(
    `${apiUp ? '' : 'the API'}${!apiUp && !agentUp ? ' and ' : ''}${agentUp ? '' : 'the agent simulator'} did not start within 60 s`,
  );
  stop(1);
} else {
  const { readFileSync, existsSync } = await import('node:fs');
  const signIns = existsSync('docs/demo-sign-ins.txt') ? readFileSync('docs/demo-sign-ins.txt', 'utf8') : '';
  console.log(startBanner({ port, agentPort, signIns }));
}
