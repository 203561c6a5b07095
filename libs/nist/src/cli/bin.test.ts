/// <reference types="node" />
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/ridgeline-nist.mjs', import.meta.url));
const sample = fileURLToPath(new URL('../../../../../shared/testdata/an2k/sign_vec.an2', import.meta.url));

function runBin(...args: string[]) {
  return spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 60_000 });
}

describe('the ridgeline-nist launcher', () => {
  it('runs the TypeScript CLI through tsx', () => {
    const result = runBin('inspect', sample);
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n').slice(0, 2)).toEqual(['1.1.1.1 [1.001]=127', '1.2.1.1 [1.002]=0400']);
    expect(result.stdout).toContain('2.8.1.1 [8.008]=<20 bytes>');
  }, 60_000);

  it('exits non-zero with the message on stderr', () => {
    const result = runBin('inspect', bin);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^ridgeline-nist: .*ridgeline-nist\.mjs: .*\(at byte offset 0 in record 1\)\n$/,
    );
  }, 60_000);
});
