import { outsideRequestTransaction } from '../db/request-transaction';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

const pending = new Set<Promise<void>>();

/**
 * Work to run once a request has been answered, so the answer's timing cannot depend on what the work does
 * (forgot password: an account gets a link, an unknown e-mail does not). Created when routes are registered;
 * a failure is logged, and closing the app waits for the work still running.
 */
export function afterAnswerQueue(app: FastifyInstance) {
  app.addHook('onClose', async () => {
    await settled();
  });
  return (log: FastifyBaseLogger, task: () => Promise<void>): void => {
    const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      // Not inside the request's transaction, which has ended by then (db/request-transaction.ts).
      .then(() => outsideRequestTransaction(task))
      .catch((error: unknown) => log.error({ err: error }, 'work after the answer failed'))
      .finally(() => pending.delete(running));
    pending.add(running);
  };
}

/** Resolves when the work started so far has ended (tests wait for e-mails this way). */
export async function settled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
