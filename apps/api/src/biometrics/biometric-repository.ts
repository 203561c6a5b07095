import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  biometricFingerprints,
  biometricTransactions,
  locations,
  partnerServices,
  services,
} from '../db/schema';
import type { TenantScope } from '../http/contract-route';
import { COUNT_ROWS, searchPage } from '../search/search-page';
import { sortTable } from '../search/sort-table';
import { likePattern } from '../search/search-filters';

export type TransactionRow = typeof biometricTransactions.$inferSelect;
export type FingerprintRow = typeof biometricFingerprints.$inferSelect;

export interface BiometricSearch {
  pageNumber?: number;
  pageSize?: number;
  status?: string;
  searchParameter?: string;
  createdOn?: string;
  sortOrder?: 'ASC' | 'DESC';
  sortField?: 'createdOn' | 'lastName' | 'status';
  locationId?: string;
  locationIds?: string[];
  serviceIds?: string[];
  residentStatus?: string;
  recaptureReferenceId?: string;
  includeRecaptureParent?: boolean;
}

const t = biometricTransactions;

/**
 * The rows a session may see: its partner's, and a location session only its location's. Every query of this
 * resource starts from it.
 */
export function inScope(scope: TenantScope): SQL {
  const partner = eq(t.partnerId, scope.partnerId);
  return scope.locationId ? (and(partner, eq(t.locationId, scope.locationId)) as SQL) : partner;
}

/** A transaction of the scope; `lock` holds its row until the surrounding transaction ends (status changes). */
export async function findTransaction(
  db: Db,
  scope: TenantScope,
  id: string,
  lock = false,
): Promise<TransactionRow | undefined> {
  const query = db
    .select()
    .from(t)
    .where(and(inScope(scope), sql`${t.id}::text = ${id}`));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export const lockTransaction = (db: Db, scope: TenantScope, id: string) =>
  findTransaction(db, scope, id, true);

export async function fingerprintsOf(
  db: Db,
  scope: TenantScope,
  transactionId: string,
): Promise<FingerprintRow[]> {
  return db
    .select()
    .from(biometricFingerprints)
    .where(
      and(
        eq(biometricFingerprints.partnerId, scope.partnerId),
        eq(biometricFingerprints.transactionId, transactionId),
      ),
    )
    .orderBy(asc(biometricFingerprints.createdAt), asc(biometricFingerprints.code));
}

const TRANSACTION_SORT = sortTable(
  { createdOn: t.createdAt, lastName: t.lastName, status: t.status },
  { fallback: 'createdOn', defaultOrder: 'DESC' },
);

/** The filters of the biometric list (spec §3), each one optional; all within the session's scope. */
function filters(scope: TenantScope, search: BiometricSearch): SQL[] {
  const conditions: SQL[] = [inScope(scope)];
  if (search.status) conditions.push(eq(t.status, search.status));
  const text = search.searchParameter?.trim();
  if (text) {
    const pattern = likePattern(text);
    const match = or(
      ilike(t.firstName, pattern),
      ilike(t.lastName, pattern),
      ilike(sql`${t.firstName} || ' ' || ${t.lastName}`, pattern),
      ilike(t.email, pattern),
      ilike(t.transactionControlNumber, pattern),
      sql`${t.id}::text = ${text}`,
    );
    if (match) conditions.push(match);
  }
  if (search.createdOn)
    conditions.push(sql`(${t.createdAt} at time zone 'UTC')::date = ${search.createdOn}::date`);
  if (search.locationId) conditions.push(sql`${t.locationId}::text = ${search.locationId}`);
  if (search.locationIds && search.locationIds.length > 0) {
    conditions.push(sql`${t.locationId}::text in ${search.locationIds}`);
  }
  if (search.serviceIds && search.serviceIds.length > 0) {
    const ids = search.serviceIds;
    conditions.push(
      sql`(${t.serviceId}::text in ${ids} or ${t.partnerServiceId}::text in ${ids} or ${t.locationServiceId}::text in ${ids})`,
    );
  }
  if (search.residentStatus) conditions.push(eq(t.residentStatus, search.residentStatus));
  if (search.recaptureReferenceId) {
    conditions.push(sql`${t.recaptureReferenceId}::text = ${search.recaptureReferenceId}`);
  }
  return conditions;
}

/**
 * The biometric list. includeRecaptureParent adds the transactions the matching recaptures point to, so a search
 * for a recapture (or by its reference) shows the original beside it.
 */
export async function searchTransactions(db: Db, scope: TenantScope, search: BiometricSearch) {
  let where = and(...filters(scope, search)) as SQL;
  if (search.includeRecaptureParent) {
    const children = db
      .select({ parent: t.recaptureReferenceId })
      .from(t)
      .where(and(where, sql`${t.recaptureReferenceId} is not null`));
    where = and(inScope(scope), or(where, inArray(t.id, children))) as SQL;
  }
  return searchPage(
    search,
    {
      count: () => db.select(COUNT_ROWS).from(t).where(where),
      rows: ({ limit, offset }) =>
        db
          .select({
            id: t.id,
            status: t.status,
            firstName: t.firstName,
            lastName: t.lastName,
            email: t.email,
            locationId: t.locationId,
            locationTitle: locations.title,
            // The record's times are read in its location's zone, in a partner session too (issue 27 item 6).
            locationTimeZone: locations.timeZone,
            serviceDisplayName: sql<
              string | null
            >`coalesce(${partnerServices.displayName}, ${services.title})`,
            residentStatus: t.residentStatus,
            recaptureReferenceId: t.recaptureReferenceId,
            transactionControlNumber: t.transactionControlNumber,
            transmissionResult: t.transmissionResult,
            createdAt: t.createdAt,
          })
          .from(t)
          .leftJoin(locations, eq(locations.id, t.locationId))
          .leftJoin(partnerServices, eq(partnerServices.id, t.partnerServiceId))
          .leftJoin(services, eq(services.id, t.serviceId))
          .where(where)
          .orderBy(...TRANSACTION_SORT.order(search), desc(t.id))
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map(({ createdAt, ...row }) => ({ ...row, createdOn: createdAt.toISOString() })),
  );
}
