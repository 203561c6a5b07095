import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  agentLogs,
  biometricFingerprints,
  biometricTransactions,
  locations,
  partnerServices,
  services,
  fbiResponses,
} from '../db/schema';
import type { FileWriter } from '../files/file-store';
import { fbiResponseOut } from '../fbi-responses/fbi-response-out';
import type { SecretBox } from '../secrets/secret-box';
import type { TenantScope } from '../http/contract-route';
import type { CheckedPrint } from './print-check';
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
export async function searchTransactions(
  db: Db,
  scope: TenantScope,
  search: BiometricSearch,
  box: SecretBox,
) {
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
            fbiResponseKind: t.fbiResponseKind,
            fbiResponseDate: t.fbiResponseDate,
            fbiErrorCode: t.fbiErrorCode,
            fbiErrorMessageSealed: fbiResponses.errorMessageSealed,
            createdAt: t.createdAt,
          })
          .from(t)
          .leftJoin(locations, eq(locations.id, t.locationId))
          .leftJoin(fbiResponses, eq(fbiResponses.id, t.fbiResponseId))
          .leftJoin(partnerServices, eq(partnerServices.id, t.partnerServiceId))
          .leftJoin(services, eq(services.id, t.serviceId))
          .where(where)
          .orderBy(...TRANSACTION_SORT.order(search), desc(t.id))
          .limit(limit)
          .offset(offset),
    },
    (rows) =>
      rows.map(
        ({ createdAt, fbiResponseKind, fbiResponseDate, fbiErrorCode, fbiErrorMessageSealed, ...row }) => ({
          ...row,
          fbiResponse: fbiResponseOut(box, {
            fbiResponseKind,
            fbiResponseDate,
            fbiErrorCode,
            fbiErrorMessageSealed,
          }),
          createdOn: createdAt.toISOString(),
        }),
      ),
  );
}

export type TransactionValues = Partial<typeof biometricTransactions.$inferInsert>;

/** A new transaction of the scope's partner. */
export async function insertTransaction(
  db: Db,
  scope: TenantScope,
  values: TransactionValues,
  now: Date,
): Promise<TransactionRow> {
  const [row] = await db
    .insert(t)
    .values({ ...values, partnerId: scope.partnerId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('transaction insert returned no row');
  return row;
}

/** Writes `values` to a transaction of the scope's partner; undefined when there is none. */
export async function updateTransaction(
  db: Db,
  scope: TenantScope,
  id: string,
  values: TransactionValues,
  now: Date,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .update(t)
    .set({ ...values, updatedAt: now })
    .where(and(eq(t.id, id), eq(t.partnerId, scope.partnerId)))
    .returning();
  return row;
}

/** The open (in-progress) recapture of a transaction, if one was started. */
export async function findOpenRecapture(db: Db, scope: TenantScope, parentId: string) {
  const [open] = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.partnerId, scope.partnerId),
        eq(t.recaptureReferenceId, parentId),
        eq(t.status, 'IN_PROGRESS'),
      ),
    );
  return open;
}

/** One stored print of a transaction by its finger code. */
export async function findPrint(
  db: Db,
  scope: TenantScope,
  transactionId: string,
  code: string,
): Promise<FingerprintRow | undefined> {
  const [print] = await db
    .select()
    .from(biometricFingerprints)
    .where(
      and(
        eq(biometricFingerprints.partnerId, scope.partnerId),
        eq(biometricFingerprints.transactionId, transactionId),
        eq(biometricFingerprints.code, code),
      ),
    );
  return print;
}

/** Deletes the prints of the given fingers and their files (the blobs go after the commit); answers the rows. */
export async function removePrints(
  db: Db,
  files: FileWriter,
  scope: TenantScope,
  transactionId: string,
  codes: readonly string[],
): Promise<FingerprintRow[]> {
  if (codes.length === 0) return [];
  const removed = await db
    .delete(biometricFingerprints)
    .where(
      and(
        eq(biometricFingerprints.partnerId, scope.partnerId),
        eq(biometricFingerprints.transactionId, transactionId),
        inArray(biometricFingerprints.code, [...codes]),
      ),
    )
    .returning();
  await files.remove(removed.flatMap((print) => [print.wsqFileId, print.bitmapFileId]));
  return removed;
}

/** Stores each print as its WSQ and its bitmap file and one fingerprint row (the fingers must hold none). */
export async function storePrints(
  db: Db,
  files: FileWriter,
  scope: TenantScope,
  transactionId: string,
  prints: readonly CheckedPrint[],
  now: Date,
): Promise<void> {
  if (prints.length === 0) return;
  const file = (bytes: Buffer, contentType: string) => ({
    partnerId: scope.partnerId,
    purpose: 'private' as const,
    bytes,
    contentType,
  });
  const stored = await files.storeAll(
    prints.flatMap((print) => [
      file(print.wsq, 'application/octet-stream'),
      file(print.bitmap, print.bitmapType),
    ]),
  );
  const fileId = (index: number) => {
    const found = stored[index];
    if (!found) throw new Error('print file was not stored');
    return found.id;
  };
  await db.insert(biometricFingerprints).values(
    prints.map((print, index) => ({
      partnerId: scope.partnerId,
      transactionId,
      code: print.code,
      wsqFileId: fileId(2 * index),
      bitmapFileId: fileId(2 * index + 1),
      width: print.width,
      height: print.height,
      quality: print.quality,
      createdAt: now,
    })),
  );
}

/** A device-agent log uploaded for the scope's partner and location (its file stored by the caller). */
export async function insertAgentLog(
  db: Db,
  scope: TenantScope,
  values: Omit<typeof agentLogs.$inferInsert, 'partnerId' | 'locationId'>,
) {
  const [row] = await db
    .insert(agentLogs)
    .values({ ...values, partnerId: scope.partnerId, locationId: scope.locationId })
    .returning();
  if (!row) throw new Error('agent log insert returned no row');
  return row;
}
