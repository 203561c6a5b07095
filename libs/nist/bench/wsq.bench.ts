/// <reference types="node" />
/**
 * WSQ encode/decode speed on NIST's 1.7-megapixel sivv_card0001_03 (run from the repository root:
 * `npx tsx libs/nist/bench/wsq.bench.ts`). Prints megapixels per second, median of timed runs after warm-up,
 * by wall clock and by process CPU time (the latter is steadier when other jobs share the cores).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeWsq, encodeWsq, readPgm } from '../src/wsq';

function findWsqDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'shared', 'testdata', 'wsq');
    if (existsSync(join(candidate, 'manifest.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('shared/testdata/wsq not found');
    dir = parent;
  }
}

const WARMUP = 8;
const RUNS = 25;
const NAME = 'sivv_card0001_03';

const dir = findWsqDir();
const original = readPgm(new Uint8Array(readFileSync(join(dir, `${NAME}.pgm`))));
const nbisWsq = new Uint8Array(readFileSync(join(dir, `${NAME}.nbis.wsq`)));
const mpix = (original.width * original.height) / 1e6;

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

function measure(label: string, run: () => unknown): void {
  for (let i = 0; i < WARMUP; i++) run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const w0 = performance.now();
    const c0 = cpuMs();
    run();
    cpu.push(cpuMs() - c0);
    wall.push(performance.now() - w0);
  }
  const w = median(wall);
  const c = median(cpu);
  console.log(
    `${label.padEnd(7)} ${(mpix / (w / 1000)).toFixed(1).padStart(6)} MPix/s wall (median ${w.toFixed(1)} ms, min ${Math.min(...wall).toFixed(1)} ms)` +
      `  ${(mpix / (c / 1000)).toFixed(1).padStart(6)} MPix/s cpu (median ${c.toFixed(1)} ms)`,
  );
}

console.log(
  `${NAME}: ${original.width}x${original.height} = ${mpix.toFixed(3)} MPix, ${RUNS} runs after ${WARMUP} warm-up`,
);
measure('encode', () =>
  encodeWsq(original.pixels, original.width, original.height, { bitrate: 0.75, ppi: 1000 }),
);
measure('decode', () => decodeWsq(nbisWsq));
