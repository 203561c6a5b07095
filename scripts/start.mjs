#!/usr/bin/env node
// `npm start`: builds the web app when it is stale, then runs the local channeler (an SFTP server on loopback that
// receives the EFT files), the local card processor (a Stripe stand-in with its hosted payment page), the API (which
// migrates its database, seeds the demo data on an empty one and serves the web app) and the device agent
// simulator. Ctrl-C stops them all.
import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import process from 'node:process';
import { agentCorsOrigins, startBanner } from './start-banner.mjs';

const port = Number(process.env.PORT || 3000);
const agentPort = Number(process.env.AGENT_PORT || 8080);
const channelerPort = Number(process.env.CHANNELER_PORT || 2222);
const cardSimPort = Number(process.env.CARD_SIM_PORT || 4242);
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  PORT: String(port),
  AGENT_PORT: String(agentPort),
  AGENT_URL: process.env.AGENT_URL || `http://localhost:${agentPort}`,
  AGENT_CORS_ORIGINS: process.env.AGENT_CORS_ORIGINS || agentCorsOrigins(port),
  CHANNELER_PORT: String(channelerPort),
  // The card-payment adapter talks to the local card processor; the demo partners are seeded with its keys. Its
  // webhooks go to the API's Stripe webhook route (the booking pages' payment part).
  CARD_SIM_PORT: String(cardSimPort),
  PAYMENT_PROVIDER_URL: process.env.PAYMENT_PROVIDER_URL || `http://127.0.0.1:${cardSimPort}`,
  CARD_SIM_WEBHOOK_URL:
    process.env.CARD_SIM_WEBHOOK_URL || `http://localhost:${port}/public/v1/payments/stripe/webhook`,
  // The outbound-connection guard refuses loopback except these: the local channeler (e-mail goes to
  // DATA_DIR/outbox, so no mail simulator) and whatever the caller allowed.
  OUTBOUND_ALLOW: [process.env.OUTBOUND_ALLOW, `127.0.0.1:${channelerPort}`].filter(Boolean).join(','),
  SEED_DEMO_DATA: process.env.SEED_DEMO_DATA ?? 'true',
  // A demo on this machine only; HOST=0.0.0.0 opens it to the network.
  HOST: process.env.HOST || '127.0.0.1',
};

console.log('Building the web app (Nx skips this when nothing changed)...');
const build = spawnSync('npx', ['nx', 'run', '@ridgeline/web:build', '--outputStyle=stream'], {
  stdio: 'inherit',
  env,
});
if (build.status !== 0) process.exit(build.status ?? 1);

// Each server runs in this Node with tsx loaded (no npx or tsx wrapper process in between), in its own process
// group, so that stopping one stops everything it started.
let stopping = false;
const children = [];
function run(name, entry) {
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
  children.push(child);
  return child;
}

/** Whether something accepts TCP connections on the loopback port (the channeler speaks SSH, not HTTP). */
function listening(tcpPort) {
  return new Promise((resolve) => {
    const socket = connect(tcpPort, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(tcpPort, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await listening(tcpPort)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

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

// The channeler first: it keeps its host key under DATA_DIR, and the API's first seeding pins that key.
run('channeler', 'apps/channeler-sim/src/main.ts');
const channelerUp = await waitForPort(channelerPort, 60_000);
if (!channelerUp) {
  console.error(`the local channeler did not start on port ${channelerPort} within 60 s`);
  stop(1);
}
run('card processor', 'apps/card-sim/src/main.ts');
run('api', 'apps/api/src/main.ts');
run('agent', 'apps/agent-sim/src/main.ts');

const [apiUp, agentUp, cardSimUp] = await Promise.all([
  waitFor(`http://localhost:${port}/healthz`, 60_000),
  waitFor(`http://localhost:${agentPort}/ping`, 60_000),
  waitFor(`http://127.0.0.1:${cardSimPort}/healthz`, 60_000),
]);
if (stopping) {
  // stopped already
} else if (!apiUp || !agentUp || !cardSimUp) {
  const late = [
    apiUp ? '' : 'the API',
    agentUp ? '' : 'the agent simulator',
    cardSimUp ? '' : 'the local card processor',
  ].filter(Boolean);
  console.error(`${late.join(' and ')} did not start within 60 s`);
  stop(1);
} else {
  const { readFileSync, existsSync } = await import('node:fs');
  const signIns = existsSync('docs/demo-sign-ins.txt') ? readFileSync('docs/demo-sign-ins.txt', 'utf8') : '';
  console.log(
    startBanner({
      port,
      agentPort,
      channelerPort,
      cardSimPort,
      dataDir: process.env.DATA_DIR || '.data',
      signIns,
    }),
  );
}
