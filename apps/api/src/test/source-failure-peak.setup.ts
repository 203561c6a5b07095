import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import { sourceFailurePeak } from '../auth/source-failure-peak';
import { PEAK_LINES } from './source-failure-peak-file';

// Each test file runs in a fresh module state: its peak is its own. The run's global setup sums them up.
afterAll(() => {
  const peak = sourceFailurePeak();
  if (peak === 0) return;
  const file = path.basename(expect.getState().testPath ?? 'unknown');
  mkdirSync(path.dirname(PEAK_LINES), { recursive: true });
  appendFileSync(PEAK_LINES, `${peak} ${file}\n`);
});
