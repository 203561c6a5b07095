import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../db/database';
import { contractRoute } from '../http/contract-route';
import type { RejectAnalyticsSearch, RejectScope } from './reject-analytics-filter';
import { rejectAnalytics } from './reject-analytics-repository';
import { prepareRejectDownload } from './reject-download';

/** Streams the rejected transmissions as CSV while the request's transaction (partner area) is still open. */
async function download(db: Db, scope: RejectScope, search: RejectAnalyticsSearch, reply: FastifyReply) {
  const writeRows = await prepareRejectDownload(db, scope, search);
  const out = new PassThrough();
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="fbi-rejects-${search.startDate}-to-${search.endDate}.csv"`,
    );
  void reply.send(out);
  try {
    await writeRows(out);
    out.end();
  } catch (error) {
    // The status line is gone already: cut the download short so the browser reports it failed.
    out.destroy(error as Error);
  }
  return reply;
}

/**
 * Reject analytics (issue 28): the partner area's (a partner session sees its partner, a location session its
 * location; row-level security behind the scope) and the system area's across partners, each a search answering
 * the figures and a CSV download of the rejected transmissions behind them.
 */
export async function rejectAnalyticsRoutes(app: FastifyInstance, context: AuthContext) {
  const { db } = context;
  contractRoute<RejectAnalyticsSearch>(
    app,
    'POST',
    '/partner/v1/reports/reject-analytics/search',
    async (request, _reply, access) => ({
      data: await rejectAnalytics(db, { area: 'partner', ...access.scope }, request.body),
    }),
  );
  contractRoute<RejectAnalyticsSearch>(
    app,
    'POST',
    '/partner/v1/reports/reject-analytics/download',
    async (request, reply, access) => download(db, { area: 'partner', ...access.scope }, request.body, reply),
  );
  contractRoute<RejectAnalyticsSearch>(
    app,
    'POST',
    '/system/v1/reject-analytics/search',
    async (request) => ({
      data: await rejectAnalytics(db, { area: 'system' }, request.body),
    }),
  );
  contractRoute<RejectAnalyticsSearch>(
    app,
    'POST',
    '/system/v1/reject-analytics/download',
    async (request, reply) => download(db, { area: 'system' }, request.body, reply),
  );
}
