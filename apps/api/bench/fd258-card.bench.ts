/**
 * Rendering the FD-258 card PDF of a full ten-print set (the PRN file and the application form).
 * Run: npx tsx apps/api/bench/fd258-card.bench.ts [runs]
 */
import { defaultPrinterConfig, FINGER_CODES, fingerPosition } from '@ridgeline/domain';
import { ridgePixels, simulatorSize } from '../src/biometrics/synthetic-prints';
import { renderFd258Card } from '../src/documents/fd258-card';

const runs = Number(process.argv[2] ?? 5);
const prints = FINGER_CODES.map((code, index) => {
  const { width, height } = simulatorSize(code);
  return {
    position: fingerPosition(code),
    image: { width, height, pixels: ridgePixels(width, height, index) },
  };
});
const times: number[] = [];
let size = 0;
for (let run = 0; run < runs; run++) {
  const start = process.hrtime.bigint();
  const pdf = await renderFd258Card({
    applicant: {
      lastName: 'Whitaker',
      firstName: 'Dana',
      dateOfBirth: '1988-04-12',
      placeOfBirth: 'CA',
      sex: 'F',
      race: 'W',
      height: '509',
      weight: '160',
      eyeColor: 'BRO',
      hairColor: 'BLK',
    },
    originatingAgency: 'CA0341500',
    reasonFingerprinted: 'EMPLOYMENT',
    dateFingerprinted: '2026-11-26',
    controlNumber: 'RL20261126BENCH00001',
    barcodeType: 'QR_CODE',
    prints,
    printer: defaultPrinterConfig(),
  });
  size = pdf.length;
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
times.sort((a, b) => a - b);
console.log(
  `FD-258 card, ${prints.length} impressions, ${(size / 1024).toFixed(0)} KiB PDF: ` +
    `median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, max ${times[times.length - 1]!.toFixed(0)} ms over ${runs} runs`,
);
