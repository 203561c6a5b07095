// Runs named shell steps one after another, streaming their output, and stops at the first failure with a
// summary that says which step failed and how long each took. A step marked `alongside` starts and the next steps
// go on while it runs (its lines prefixed with its tag); its result is awaited before the summary. CI's 45 minutes
// on two cores do not fit the API suite on PostgreSQL and the browser journeys one after the other, and the one
// mostly waits on the database while the other mostly waits on the browser.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

function run(step, cwd) {
  const started = Date.now();
  console.log(
    `\n\u25b6 ${step.name}${step.alongside ? ' (alongside the next steps)' : ''}\n  $ ${step.command}`,
  );
  return new Promise((resolve) => {
    const child = spawn(step.command, {
      cwd,
      shell: true,
      stdio: step.alongside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...(step.env ?? {}) },
    });
    if (step.alongside) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => console.log(`[${step.alongside}] ${line}`));
      }
    }
    child.on('exit', (exitCode, signal) => {
      const code = exitCode ?? (signal ? 1 : 0);
      resolve({ name: step.name, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

export async function runSteps(steps, { cwd = process.cwd() } = {}) {
  const results = [];
  const alongside = [];
  for (const step of steps) {
    if (step.when === false) continue;
    if (step.alongside) {
      alongside.push(run(step, cwd));
      continue;
    }
    const result = await run(step, cwd);
    results.push(result);
    if (!result.ok) break;
  }
  for (const result of await Promise.all(alongside)) {
    console.log(`\n\u25c0 ${result.name}: ${result.ok ? 'ok' : 'FAIL'} (${result.seconds} s)`);
    results.push(result);
  }
  console.log('\nSummary');
  for (const result of results)
    console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds} s)`);
  const failed = results.filter((result) => !result.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  return failed === 0;
}
