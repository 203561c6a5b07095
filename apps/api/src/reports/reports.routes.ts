import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../db/database';
import { companies, locations } from '../db/schema';
import { contractRoute, type TenantScope } from '../http/contract-route';
import { searchPage } from '../search/search-page';
import { scopeTimeZone } from '../appointments/appointment-dashboard';
import {
  APPOINTMENT_REPORT_COLUMNS,
  BIOMETRIC_REPORT_COLUMNS,
  reportQuery,
  type ReportDownload,
  type ReportKind,
  type ReportSearch,
} from './report-queries';
import { writeCsv, writeXlsx } from './report-stream';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}

/** The report's statements, with the scope's time zone and the names of the locations and companies it sees. */
async function statementsFor(db: Db, kind: ReportKind, scope: TenantScope, search: ReportSearch) {
  const names = (rows: { id: string; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
  const timeZone = await scopeTimeZone(db, scope);
  if (kind === 'biometric')
    return reportQuery(kind, scope, search, timeZone, { locations: new Map(), companies: new Map() });
  // Row-level security limits both to what the session may see (a location session: its own location).
  const locationRows = await db
    .select({ id: locations.id, name: locations.title })
    .from(locations)
    .where(eq(locations.partnerId, scope.partnerId));
  const companyRows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.partnerId, scope.partnerId));
  return reportQuery(kind, scope, search, timeZone, {
    locations: names(locationRows),
    companies: names(companyRows),
  });
}

async function searchReport(db: Db, kind: ReportKind, scope: TenantScope, search: ReportSearch) {
  const query = await statementsFor(db, kind, scope, search);
  return searchPage(
    search,
    {
      count: async () => rowsOf(await db.execute(query.count)),
      rows: async ({ limit, offset }) =>
        rowsOf(await db.execute(sql`${query.select} limit ${limit} offset ${offset}`)),
    },
    (rows) =>
      rows.map((row) =>
        kind === 'biometric' ? { ...row, transmissionResult: row['transmissionResult'] ?? null } : row,
      ),
  );
}

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
