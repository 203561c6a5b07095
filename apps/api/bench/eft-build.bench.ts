/**
 * Building and validating a FAUF with 14 impressions (issue 17's target: at most 300 ms).
 * Run: npx tsx apps/api/bench/eft-build.bench.ts [runs]
 * The 14 WSQ images are encoded once at the simulator's sizes (rolled 760x720, plain thumbs 500x650, slaps
 * 1600x1000); each run is `encodeEbtsTransaction`: build the records, write the file, read it back and check every
 * EBTS rule, as completion with Generate EFT does.
 */
import { FINGER_CODES, fingerPosition, impressionType } from '@ridgeline/domain';
import { encodeEbtsTransaction, encodeWsq, type EbtsPrint, type FingerPosition } from '@ridgeline/nist';
import { ridgePixels, simulatorSize } from '../src/biometrics/synthetic-prints';

const runs = Number(process.argv[2] ?? 50);
const prints: EbtsPrint[] = FINGER_CODES.map((code, index) => {
  const { width, height } = simulatorSize(code);
  return {
    position: fingerPosition(code) as FingerPosition,
    impression: impressionType(code),
    image: encodeWsq(ridgePixels(width, height, index), width, height, { bitrate: 0.75, ppi: 500 }),
    width,
    height,
  };
});
const description = {
  tot: 'FAUF' as const,
  date: '2026-11-26',
  destinationAgency: 'WVIAFIS0Z',
  originatingAgency: 'CA0341500',
  controlNumber: 'RL20261126BENCH00001',
  applicant: {
    lastName: 'Whitaker',
    firstName: 'Dana',
    placeOfBirth: 'CA',
    dateOfBirth: '1988-04-12',
    sex: 'F',
    race: 'W',
    height: { feet: 5, inches: 9 },
    weight: 160,
    eyeColor: 'BRO',
    hairColor: 'BLK',
  },
  reasonFingerprinted: 'EMPLOYMENT',
  controllingAgencies: ['CA0341500'],
  prints,
};
const bytes = prints.reduce((sum, print) => sum + print.image.length, 0);
encodeEbtsTransaction(description); // warm-up
const times: number[] = [];
let size = 0;
for (let run = 0; run < runs; run++) {
  const start = process.hrtime.bigint();
  size = encodeEbtsTransaction(description).length;
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
console.log(
  `FAUF with ${prints.length} impressions (${(bytes / 1024).toFixed(0)} KiB of WSQ), file ${(size / 1024).toFixed(0)} KiB`,
);
console.log(
  `build + write + read back + validate over ${runs} runs: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
);
