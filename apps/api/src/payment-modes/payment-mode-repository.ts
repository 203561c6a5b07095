import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { findByCode, findById, writeRow } from '../db/find-row';
import { paymentModes, termsAndConditions } from '../db/schema';
import type { ListSearch } from '../search/search-page';
import { searchSorted } from '../search/search-rows';
import { sortTable } from '../search/sort-table';
import { equalsWhenGiven, textMatch } from '../search/search-filters';

export type PaymentModeRow = typeof paymentModes.$inferSelect;
type TermsRow = typeof termsAndConditions.$inferSelect;

export interface PaymentModeInput {
  code: string;
  title: string;
  integrationType?: string | null;
  active: boolean;
}

export type TermsSearch = ListSearch;

export function paymentModeOut(row: PaymentModeRow) {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    integrationType: row.integrationType,
    active: row.active,
  };
}

function termsOut(row: TermsRow) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    version: row.version,
    active: row.active,
    createdOn: row.createdAt.toISOString(),
  };
}

export async function listPaymentModes(db: Db, activeOnly: boolean) {
  const rows = await db
    .select()
    .from(paymentModes)
    .where(activeOnly ? eq(paymentModes.active, true) : undefined)
    .orderBy(asc(paymentModes.title), asc(paymentModes.id));
  return rows.map(paymentModeOut);
}

// Newest first when sorted by date and no direction is asked for; other fields A to Z.
const TERMS_SORT = sortTable(
  {
    title: termsAndConditions.title,
    version: termsAndConditions.version,
    createdOn: termsAndConditions.createdAt,
  },
  { fallback: 'createdOn', defaultOrder: (field) => (field === 'createdOn' ? 'DESC' : 'ASC') },
);

/** Terms and conditions, newest first unless asked otherwise; the partner area sees the active ones. */
export async function searchTerms(db: Db, search: TermsSearch, activeOnly: boolean) {
  const where = and(
    textMatch(search.searchParameter, [termsAndConditions.title]),
    equalsWhenGiven(termsAndConditions.active, activeOnly ? true : search.active),
  );
  return searchSorted(db, termsAndConditions, search, where, TERMS_SORT, (rows) => rows.map(termsOut));
}

/** A payment mode by id (the catalogue is the system's: no tenant scope). */
export const findPaymentMode = (db: Db, id: string): Promise<PaymentModeRow | undefined> =>
  findById(db, paymentModes, id);

/** A payment mode by code, whatever its case (codes are unique upper-cased, `payment_modes_code_uq`). */
export const findPaymentModeByCode = (db: Db, code: string): Promise<PaymentModeRow | undefined> =>
  findByCode(db, paymentModes, paymentModes.code, code, 'upper');

export type PaymentModeValues = Omit<typeof paymentModes.$inferInsert, 'id'>;

/** Creates a payment mode, or changes the one with `id`; `db` is the save's transaction. */
export const writePaymentMode = (
  db: Db,
  id: string | null,
  values: PaymentModeValues,
): Promise<PaymentModeRow> => writeRow(db, paymentModes, id, values);
