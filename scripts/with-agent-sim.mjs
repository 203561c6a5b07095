#!/usr/bin/env node
// Runs a command against a freshly started device agent simulator and stops the simulator afterwards.
//   node scripts/with-agent-sim.mjs <command...>      (the command sees AGENT_URL)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.SIM_AGENT_PORT || 8391);
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
while (!up && Date.now() < deadline) {
  try {
    up = (await fetch(`${agentUrl}/ping`)).ok;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
if (!up) {
  console.error(`the agent simulator did not answer ${agentUrl}/ping within 60 s`);
  stopSim();
  process.exit(1);
}

const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, AGENT_URL: agentUrl } });
child.on('exit', (code, signal) => {
  stopSim();
  process.exit(code ?? (signal ? 1 : 0));
});
