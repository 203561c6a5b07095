#!/usr/bin/env node
// `npm run dev`: the web app with hot reload on http://localhost:4200 (Vite proxies the API), the API restarting
// on change (tsx watch) and the agent simulator. Ctrl-C stops all three.
import { spawn } from 'node:child_process';

const env = { ...process.env, SEED_DEMO_DATA: process.env.SEED_DEMO_DATA ?? 'true' };
const processes = [
  ['api', 'npx tsx watch apps/api/src/main.ts'],
  ['agent', 'npx tsx watch apps/agent-sim/src/main.ts'],
  ['web', 'npx vite --config apps/web/vite.config.ts'],
].map(([name, command]) => {
  const child = spawn(command, { shell: true, stdio: 'inherit', env, detached: true });
  child.on('exit', (code) => {
    if (!stopping) console.error(`${name} exited (${code}); the others keep running`);
  });
  return child;
});

let stopping = false;
function stop() {
  stopping = true;
  for (const child of processes) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(0), 500);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(
  'Ridgeline dev: web http://localhost:4200 (hot reload), API http://localhost:3000, agent http://localhost:8080',
);
