// Runs named shell steps one after another, streaming their output, and stops at the first failure with a
// summary that says which step failed and how long each took.
import { spawn } from 'node:child_process';

export async function runSteps(steps, { cwd = process.cwd() } = {}) {
  const results = [];
  for (const step of steps) {
    if (step.when === false) continue;
    const started = Date.now();
    console.log(`\n\u25b6 ${step.name}\n  $ ${step.command}`);
    const code = await new Promise((resolve) => {
      const child = spawn(step.command, {
        cwd,
        shell: true,
        stdio: 'inherit',
        env: { ...process.env, ...(step.env ?? {}) },
      });
      child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    results.push({ name: step.name, ok: code === 0, seconds });
    if (code !== 0) break;
  }
  console.log('\nSummary');
  for (const result of results)
    console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds} s)`);
  const failed = results.filter((result) => !result.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  return failed === 0;
}
