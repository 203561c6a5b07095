import { executedRows } from '../db/executed-rows';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { companies, locations } from '../db/schema';
import type { TenantScope } from '../http/contract-route';
import { searchPage } from '../search/search-page';
import { scopeTimeZone } from '../appointments/appointment-dashboard';
import { reportQuery, type ReportKind, type ReportSearch } from './report-queries';

/** The report's statements, with the scope's time zone and the names of the locations and companies it sees. */
export async function statementsFor(db: Db, kind: ReportKind, scope: TenantScope, search: ReportSearch) {
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

/** One page of a report as the contract answers it. */
export async function searchReport(db: Db, kind: ReportKind, scope: TenantScope, search: ReportSearch) {
  const query = await statementsFor(db, kind, scope, search);
  return searchPage(
    search,
    {
      count: async () => executedRows(await db.execute(query.count)),
      rows: async ({ limit, offset }) =>
        executedRows(await db.execute(sql`${query.select} limit ${limit} offset ${offset}`)),
    },
    (rows) =>
      rows.map((row) =>
        kind === 'biometric' ? { ...row, transmissionResult: row['transmissionResult'] ?? null } : row,
      ),
  );
}
