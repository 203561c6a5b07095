import { Worker } from 'node:worker_threads';
import type { FingerNumber } from './finger-pattern';
import type { ImpressionCode } from './impression-layout';
import type { PrintJob } from './print-worker-body';
import type { SynthesizedPrint } from './synthesize-print';

type Reply = { id: number; print: SynthesizedPrint } | { id: number; error: string };

interface Pending {
  readonly job: PrintJob;
  readonly resolve: (print: SynthesizedPrint) => void;
  readonly reject: (error: Error) => void;
}

/**
 * Synthesizes prints on worker threads, one job per idle worker, so a ten-print's fourteen impressions use
 * every core. Workers are unref'd: an idle pool never keeps the process alive.
 */
export class PrintPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly queue: Pending[] = [];
  private nextId = 1;

  constructor(size: number) {
    if (!Number.isInteger(size) || size < 1)
      throw new RangeError(`a print pool needs at least one worker, got ${size}`);
    for (let i = 0; i < size; i++) this.idle.push(this.spawn());
  }

  private spawn(): Worker {
    const worker = new Worker(new URL('./print-worker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      if (pending) {
        if ('print' in reply) pending.resolve(reply.print);
        else pending.reject(new Error(reply.error));
      }
      this.idle.push(worker);
      this.drain();
    });
    worker.on('error', (error) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      pending?.reject(error);
      this.idle.push(this.spawn());
      this.drain();
    });
    return worker;
  }

  private drain(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop();
      const pending = this.queue.shift();
      if (!worker || !pending) return;
      this.busy.set(worker, pending);
      worker.ref();
      worker.postMessage(pending.job);
    }
    for (const worker of this.idle) worker.unref();
  }

  synthesize(
    applicant: string,
    code: ImpressionCode,
    options: { degraded?: boolean; absent?: ReadonlySet<FingerNumber> } = {},
  ): Promise<SynthesizedPrint> {
    return new Promise((resolve, reject) => {
      const job: PrintJob = {
        id: this.nextId++,
        applicant,
        code,
        degraded: options.degraded ?? false,
        absent: [...(options.absent ?? [])],
      };
      this.queue.push({ job, resolve, reject });
      this.drain();
    });
  }

  async close(): Promise<void> {
    const workers = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
