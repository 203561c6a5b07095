import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { writeRow } from '../db/find-row';
import { partners } from '../db/schema';
import type { AddressValue, ContactPersonValue } from '../db/schema/tenants';
import { searchSorted } from '../search/search-rows';
import { sortTable } from '../search/sort-table';
import { equalsWhenGiven, textMatch } from '../search/search-filters';
import type { ListSearch } from '../search/search-page';

export type PartnerRow = typeof partners.$inferSelect;

export interface PartnerInput {
  code: string;
  legalName: string;
  timeZone: string;
  email: string;
  active: boolean;
  addresses: AddressValue[];
  contactPersons: ContactPersonValue[];
  accentColor?: string | null;
  bookingTerms?: string | null;
}

export type PartnerSearch = ListSearch;

/** The contract's Partner. */
export function partnerOut(row: PartnerRow) {
  return {
    id: row.id,
    code: row.code,
    legalName: row.legalName,
    timeZone: row.timeZone,
    email: row.email,
    active: row.active,
    addresses: row.addresses,
    contactPersons: row.contactPersons,
    accentColor: row.accentColor,
    bookingTerms: row.bookingTerms,
    companyLogo: row.companyLogo,
    favicon: row.favicon,
  };
}

const PARTNER_SORT = sortTable(
  {
    legalName: partners.legalName,
    code: partners.code,
    email: partners.email,
    active: partners.active,
    createdOn: partners.createdAt,
  },
  { fallback: 'legalName' },
);

/** Partners are the tenants themselves: only the system area searches them, so there is no tenant scope here. */
export async function searchPartners(db: Db, search: PartnerSearch) {
  const where = and(
    textMatch(search.searchParameter, [partners.legalName, partners.code, partners.email]),
    equalsWhenGiven(partners.active, search.active),
  );
  return searchSorted(db, partners, search, where, PARTNER_SORT, (rows) => rows.map(partnerOut));
}

export async function findPartner(db: Db, id: string): Promise<PartnerRow | undefined> {
  const [row] = await db
    .select()
    .from(partners)
    .where(sql`${partners.id}::text = ${id}`);
  return row;
}

export async function findPartnerByCode(db: Db, code: string): Promise<PartnerRow | undefined> {
  const [row] = await db
    .select()
    .from(partners)
    .where(sql`lower(${partners.code}) = lower(${code})`);
  return row;
}

/** Creates a partner (`id` null) or changes it; `db` is the save's transaction, which found the partner already. */
export const writePartner = (
  db: Db,
  id: string | null,
  values: typeof partners.$inferInsert,
): Promise<PartnerRow> => writeRow(db, partners, id, values);

/** Points the partner at its newly stored logo or favicon; `db` is the save's transaction. */
export async function setPartnerBranding(
  db: Db,
  id: string,
  branding: { companyLogo?: string; favicon?: string },
): Promise<PartnerRow> {
  const [row] = await db.update(partners).set(branding).where(eq(partners.id, id)).returning();
  if (!row) throw new Error('partner branding update returned no row');
  return row;
}
