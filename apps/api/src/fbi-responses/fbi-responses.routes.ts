import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { DeliveryService } from '../deliveries/delivery-service';
import { badRequest } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import type { SecretBox } from '../secrets/secret-box';
import { searchFbiResponses, type FbiResponseSearch } from './fbi-response-repository';
import { destinationsWithResponses, pollDestination, type PollContext } from './poll-destination';
import { startResponsePolling } from './response-polling';

export interface FbiResponsesContext {
  db: Db;
  secretBox: SecretBox;
  deliveries: DeliveryService;
  publicUrl: string;
  now: () => Date;
  /** Tests shorten the pause between a file's two size checks. */
  settleMs?: number;
  /** Tests shorten how soon a newly set up destination is polled (seconds). */
  superviseSeconds?: number;
}

/**
 * The FBI's answers (issue 28): the self-rescheduling poll of every destination's response folder, and for the
 * system administrator a poll now and the list of unmatched and quarantined response files.
 */
export async function fbiResponsesRoutes(app: FastifyInstance, context: FbiResponsesContext) {
  const pollContext: PollContext = { ...context };
  await startResponsePolling(app, pollContext, context.superviseSeconds);

  contractRoute<{ destinationScope?: string }>(
    app,
    'POST',
    '/system/v1/fbi-responses/poll',
    async (request) => {
      const wanted = request.body.destinationScope;
      const scopes = await destinationsWithResponses(context.db);
      if (wanted !== undefined && !scopes.includes(wanted)) {
        throw badRequest('This destination has no response folder set up', 'destinationScope');
      }
      const outcomes = [];
      for (const scope of wanted === undefined ? scopes : [wanted]) {
        outcomes.push(await pollDestination(pollContext, scope));
      }
      await request.audit({
        entityId: wanted ?? 'system',
        partnerId: null,
        details: { outcomes },
        before: null,
        after: null,
      });
      const failed = outcomes.filter((outcome) => outcome.error !== null).length;
      return {
        data: outcomes,
        message:
          failed === 0
            ? `${outcomes.length} response folder(s) polled`
            : `${outcomes.length} response folder(s) polled, ${failed} could not be read`,
      };
    },
  );

  contractRoute<FbiResponseSearch>(app, 'POST', '/system/v1/fbi-responses/search', async (request) =>
    searchFbiResponses(context.db, request.body),
  );
}
