// A full ten-print capture (ten rolled prints, two slaps, two stamped thumbs) generated and WSQ-encoded, as the
// simulator does for one applicant: first on one thread, then on the simulator's worker pool (AGENT_WORKERS,
// 2 by default), which is how the agent synthesizes a session's prints.
// Run: npx tsx apps/agent-sim/bench/ten-print.bench.ts [rounds] [workers]
import { FINGER_CODES } from '@ridgeline/domain';
import { encodeWsq } from '@ridgeline/nist';
import { impressionLayout, type ImpressionCode } from '../src/prints/impression-layout';
import { encodeGrayPng } from '../src/prints/png';
import { PrintPool } from '../src/prints/print-pool';
import { measureQuality } from '../src/prints/print-quality';
import { renderImpression } from '../src/prints/render-impression';
import { hashSeed } from '../src/prints/seeded-random';

const CODES: readonly ImpressionCode[] = FINGER_CODES;

interface Round {
  synthesis: number;
  wsq: number;
  quality: number;
  png: number;
  megapixels: number;
}

function tenPrint(applicant: string): Round {
  const round: Round = { synthesis: 0, wsq: 0, quality: 0, png: 0, megapixels: 0 };
  for (const code of CODES) {
    let t = performance.now();
    const layout = impressionLayout(applicant, code);
    const pixels = renderImpression(layout.width, layout.height, layout.contacts, hashSeed(applicant, code));
    round.synthesis += performance.now() - t;
    t = performance.now();
    encodeWsq(pixels, layout.width, layout.height, { bitrate: 0.75, ppi: 500 });
    round.wsq += performance.now() - t;
    t = performance.now();
    measureQuality(pixels, layout.width, layout.height, 0.4);
    round.quality += performance.now() - t;
    t = performance.now();
    encodeGrayPng(pixels, layout.width, layout.height);
    round.png += performance.now() - t;
    round.megapixels += (layout.width * layout.height) / 1e6;
  }
  return round;
}

const rounds = Number(process.argv[2] ?? 4);
const workers = Number(process.argv[3] ?? 2);
console.log(`one thread, ${rounds} rounds:`);
const results: Round[] = [];
for (let i = 0; i < rounds; i++) results.push(tenPrint(`bench-applicant-${i}`));
const show = (r: Round) =>
  `synthesis ${r.synthesis.toFixed(0)} ms + WSQ ${r.wsq.toFixed(0)} ms = ${(r.synthesis + r.wsq).toFixed(0)} ms` +
  ` (quality ${r.quality.toFixed(0)} ms, PNG ${r.png.toFixed(0)} ms; ${r.megapixels.toFixed(1)} Mpx)`;
results.forEach((r, i) => console.log(`  round ${i + 1}${i === 0 ? ' (cold)' : ''}: ${show(r)}`));
const warm = results.slice(1);
const bestSerial = warm.length > 0 ? Math.min(...warm.map((r) => r.synthesis + r.wsq)) : Number.NaN;

if (workers >= 1) {
  console.log(`${workers} worker threads (synthesis, WSQ and quality per print), ${rounds} rounds:`);
  const pool = new PrintPool(workers);
  const pooled: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await Promise.all(CODES.map((code) => pool.synthesize(`pool-applicant-${i}`, code)));
    pooled.push(performance.now() - started);
    console.log(`  round ${i + 1}${i === 0 ? ' (cold, workers starting)' : ''}: ${pooled[i]?.toFixed(0)} ms`);
  }
  await pool.close();
  console.log(
    `ten-print on ${workers} workers: ${Math.min(...pooled.slice(1)).toFixed(0)} ms (best warm round)`,
  );
}
console.log(
  `ten-print generated and WSQ-encoded on one thread: ${bestSerial.toFixed(0)} ms (best warm round)`,
);
