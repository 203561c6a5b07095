import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../db/database';
import { contractRoute, type TenantScope } from '../http/contract-route';
import {
  APPOINTMENT_REPORT_COLUMNS,
  BIOMETRIC_REPORT_COLUMNS,
  type ReportDownload,
  type ReportKind,
  type ReportSearch,
} from './report-queries';
import { searchReport, statementsFor } from './report-repository';
import { writeCsv, writeXlsx } from './report-stream';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * Streams every matching row as CSV or XLSX straight from a database cursor: the handler writes into the answer
 * while it holds the request's transaction (where the cursor lives) and returns once the last batch is out, so
 * memory holds one batch however many rows match.
 */
async function downloadReport(
  db: Db,
  kind: ReportKind,
  scope: TenantScope,
  search: ReportDownload,
  reply: FastifyReply,
) {
  const format = search.format ?? 'csv';
  const query = await statementsFor(db, kind, scope, search);
  const columns = kind === 'appointment' ? APPOINTMENT_REPORT_COLUMNS : BIOMETRIC_REPORT_COLUMNS;
  const out = new PassThrough();
  reply
    .header('content-type', CONTENT_TYPES[format])
    .header(
      'content-disposition',
      `attachment; filename="${kind}-report-${search.startDate}-to-${search.endDate}.${format}"`,
    );
  void reply.send(out);
  try {
    if (format === 'xlsx') await writeXlsx(db, query.select, columns, out);
    else {
      await writeCsv(db, query.lines, columns, out);
      out.end();
    }
  } catch (error) {
    // The status line is gone already: cut the download short so the browser reports it failed.
    out.destroy(error as Error);
  }
  return reply;
}

/** Appointment and biometric reports: the §3 filter state, a paged table and streamed downloads. */
export async function reportsRoutes(app: FastifyInstance, context: AuthContext) {
  const { db } = context;
  for (const kind of ['appointment', 'biometric'] as const) {
    contractRoute<ReportSearch>(
      app,
      'POST',
      `/partner/v1/reports/${kind}/search`,
      async (request, _r, access) => searchReport(db, kind, access.scope, request.body),
    );
    contractRoute<ReportDownload>(
      app,
      'POST',
      `/partner/v1/reports/${kind}/download`,
      async (request, reply, access) => downloadReport(db, kind, access.scope, request.body, reply),
    );
  }
}
