import type { FastifyInstance } from 'fastify';
import {
  destinationWithResponses,
  destinationsWithResponses,
  pollDestination,
  type PollContext,
} from './poll-destination';

/** The key of the job that keeps one polling chain per configured destination alive. */
const EVERY_DESTINATION = '*';
/** How soon a destination set up (or re-enabled) in the settings gets its first poll: one cheap query. */
const SUPERVISE_SECONDS = 15;

/**
 * One self-rescheduling pg-boss job per destination with a response folder, each queued again after its own
 * interval (a setting, in seconds). A supervising job of the same queue starts the chain of a destination that
 * has none (a new setting, a chain lost with a crashed instance); a destination whose folder was cleared ends its
 * chain at its next run.
 */
export async function startResponsePolling(
  app: FastifyInstance,
  context: PollContext,
  superviseSeconds = SUPERVISE_SECONDS,
) {
  const start = await app.deliveries.repeating('fbi-responses', async (key) => {
    if (key === EVERY_DESTINATION) {
      for (const scope of await destinationsWithResponses(context.db)) await start(scope);
      return superviseSeconds;
    }
    const destination = await destinationWithResponses(context.db, context.secretBox, key);
    if (!destination) return null;
    const outcome = await pollDestination(context, key);
    if (outcome.error !== null) app.log.warn({ outcome }, 'FBI response folder poll failed');
    return destination.responses.responsePollSeconds;
  });
  app.addHook('onReady', async () => {
    await start(EVERY_DESTINATION);
  });
}
