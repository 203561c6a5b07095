#!/usr/bin/env node
// Runs a command against a freshly started device agent simulator and stops the simulator afterwards.
//   node scripts/with-agent-sim.mjs <command...>      (the command sees AGENT_URL)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nobody listens on, so a simulator left running elsewhere is never the one tested. */
async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const port = Number(process.env.SIM_AGENT_PORT) || (await freePort());
const agentUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'ridgeline-agent-sim-'));
const command = process.argv.slice(2).join(' ');
if (!command) {
  console.error('usage: node scripts/with-agent-sim.mjs <command...>');
  process.exit(2);
}

const sim = spawn('npx', ['tsx', 'apps/agent-sim/src/main.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, AGENT_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  detached: true,
});
let simExited = false;
sim.on('exit', () => {
  simExited = true;
});
const stopSim = () => {
  try {
    process.kill(-sim.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
};

const deadline = Date.now() + 60_000;
let up = false;
while (!up && !simExited && Date.now() < deadline) {
  try {
    up = (await fetch(`${agentUrl}/ping`)).ok;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
if (!up || simExited) {
  console.error(`the agent simulator did not start on ${agentUrl}`);
  stopSim();
  process.exit(1);
}

const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, AGENT_URL: agentUrl } });
child.on('exit', (code, signal) => {
  stopSim();
  process.exit(code ?? (signal ? 1 : 0));
});
