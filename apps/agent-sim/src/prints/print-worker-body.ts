import { parentPort } from 'node:worker_threads';
import type { FingerNumber } from './finger-pattern';
import type { ImpressionCode } from './impression-layout';
import { synthesizePrint } from './synthesize-print';

export interface PrintJob {
  readonly id: number;
  readonly applicant: string;
  readonly code: ImpressionCode;
  readonly degraded: boolean;
  readonly absent: readonly FingerNumber[];
}

// Warm the JIT before the first real job: a cold print costs several times a warm one. Jobs posted meanwhile
// wait in the port until the listener below is attached.
synthesizePrint('warm-up', 'LEFT_THUMB_FLAT');

parentPort?.on('message', (job: PrintJob) => {
  try {
    const print = synthesizePrint(job.applicant, job.code, {
      degraded: job.degraded,
      absent: new Set(job.absent),
    });
    const transfer = [print.pixels.buffer, print.wsq.buffer].filter(
      (buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer,
    );
    parentPort?.postMessage({ id: job.id, print }, transfer);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
