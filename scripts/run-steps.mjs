// Runs named shell steps one after another, streaming their output, and stops at the first failure with a
// summary that says which step failed and how long each took. A step marked `alongside` starts and the next steps
// go on while it runs (its lines prefixed with its tag); its result is awaited before the summary. CI's 45 minutes
// on two cores do not fit the API suite on PostgreSQL and the browser journeys one after the other, and the one
// mostly waits on the database while the other mostly waits on the browser.
// Every step has a time limit (`minutes`, DEFAULT_MINUTES when not given): a step still running then is stopped with
// its whole process tree and fails, so a hang costs minutes, not CI's whole budget.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export const DEFAULT_MINUTES = 10;
let interrupted = false;

// CI keeps only the end of the output, so the summary repeats the lines that say what failed: a step's failing
// test files and assertions would otherwise sit thousands of lines above it. Colours are stripped for matching;
// a cross marks a test only with blanks around it (the contract fuzz prints counts such as "400×16").
const FAILURE_LINE =
  /\bFAIL\b|(^|\s)[\u2716\u00d7\u2718](\s|$)|AssertionError|Error:|Timed out|timed out|\bfailed\b/;
// eslint-disable-next-line no-control-regex -- the escape character starts every colour code
const ANSI = /\u001b\[[0-9;]*m/g;
const KEPT_FAILURE_LINES = 60;

function run(step, cwd) {
  const started = Date.now();
  const failureLines = [];
  const keep = (line) => {
    const plain = line.replace(ANSI, '');
    if (!FAILURE_LINE.test(plain)) return;
    failureLines.push(plain.length > 300 ? `${plain.slice(0, 300)}…` : plain);
    if (failureLines.length > KEPT_FAILURE_LINES) failureLines.shift();
  };
  const minutes = step.minutes ?? DEFAULT_MINUTES;
  console.log(
    `\n\u25b6 ${step.name}${step.alongside ? ' (alongside the next steps)' : ''} (limit ${minutes} min)\n  $ ${step.command}`,
  );
  return new Promise((resolve) => {
    const child = spawn(step.command, {
      cwd,
      shell: true,
      // Its own process group, so the time limit stops the shell and everything it started.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(step.env ?? {}) },
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        keep(line);
        console.log(step.alongside ? `[${step.alongside}] ${line}` : line);
      });
    }
    let timedOut = false;
    const stopGroup = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // the group has gone already
      }
    };
    const limit = setTimeout(() => {
      timedOut = true;
      console.log(`\n\u2716 ${step.name}: still running after ${minutes} min, stopped`);
      stopGroup('SIGTERM');
      setTimeout(() => stopGroup('SIGKILL'), 10_000).unref();
    }, minutes * 60_000);
    // Ctrl-C or CI's own stop: take the step's group down too, as a foreground child would be.
    const forward = (signal) => () => {
      interrupted = true;
      stopGroup(signal);
    };
    const onInt = forward('SIGINT');
    const onTerm = forward('SIGTERM');
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
    child.on('exit', (exitCode, signal) => {
      clearTimeout(limit);
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
      const code = exitCode ?? (signal ? 1 : 0);
      const result = {
        name: timedOut ? `${step.name} (over its ${minutes} min limit)` : step.name,
        ok: code === 0 && !timedOut,
        seconds: ((Date.now() - started) / 1000).toFixed(1),
        failureLines,
      };
      // The last lines may still be in the pipes; a process the step left behind may hold them open, so wait for
      // their end two seconds at most.
      const late = setTimeout(() => resolve(result), 2000);
      child.on('close', () => {
        clearTimeout(late);
        resolve(result);
      });
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
    if (!result.ok || interrupted) break;
  }
  for (const result of await Promise.all(alongside)) {
    console.log(`\n\u25c0 ${result.name}: ${result.ok ? 'ok' : 'FAIL'} (${result.seconds} s)`);
    results.push(result);
  }
  console.log('\nSummary');
  for (const result of results)
    console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds} s)`);
  for (const result of results.filter((failedStep) => !failedStep.ok && failedStep.failureLines.length > 0)) {
    console.log(
      `\nWhat ${result.name} printed about failures (its last ${KEPT_FAILURE_LINES} such lines at most):`,
    );
    for (const line of result.failureLines) console.log(`  ${line}`);
  }
  const failed = results.filter((result) => !result.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  return failed === 0;
}
