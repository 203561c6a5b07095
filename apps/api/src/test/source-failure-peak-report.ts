import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_LIMITS } from '../auth/auth-limits';
import { PEAK_LINES, PEAK_SUMMARY } from './source-failure-peak-file';

/**
 * Vitest global setup: at the end of the API suite, prints and writes (.data/sign-in-source-peak.<db>.txt) the
 * highest count of failed sign-ins from one source within one window that any test file reached, so the issue
 * note can say whether the suite's own sign-ins stay under the per-source threshold with production settings.
 * Tests that exercise the limiter itself go over it on purpose; the summary names the file of each count.
 */
export default function setup(): () => void {
  rmSync(PEAK_LINES, { force: true });
  return () => {
    const lines = existsSync(PEAK_LINES) ? readFileSync(PEAK_LINES, 'utf8').trim().split('\n') : [];
    const counts = lines
      .filter(Boolean)
      .map((line) => ({ count: Number(line.split(' ')[0]), file: line.slice(line.indexOf(' ') + 1) }))
      .sort((a, b) => b.count - a.count);
    const threshold = AUTH_LIMITS.sourceFailuresToSlow;
    const under = counts.filter((entry) => entry.count < threshold);
    const summary = [
      `sign-in failures from one source within ${AUTH_LIMITS.failureWindowMs / 60_000} minutes (threshold ${threshold}):`,
      `  peak over all test files: ${counts[0]?.count ?? 0}${counts[0] ? ` (${counts[0].file})` : ''}`,
      `  peak of files under the threshold: ${under[0]?.count ?? 0}${under[0] ? ` (${under[0].file})` : ''}`,
      `  files at or over it: ${
        counts
          .filter((entry) => entry.count >= threshold)
          .map((e) => `${e.file} ${e.count}`)
          .join(', ') || 'none'
      }`,
    ].join('\n');
    mkdirSync(path.dirname(PEAK_SUMMARY), { recursive: true });
    writeFileSync(PEAK_SUMMARY, `${summary}\n`);
    console.info(summary);
  };
}
