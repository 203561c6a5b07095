import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { partners } from '../db/schema';
import type { AddressValue, ContactPersonValue } from '../db/schema/tenants';

export type PartnerRow = typeof partners.$inferSelect;

export interface PartnerInput {
  code: string;
  legalName: string;
  timeZone: string;
  email: string;
  active: boolean;
  addresses: AddressValue[];
  contactPersons: ContactPersonValue[];
}

export interface PartnerSearch {
  pageNumber?: number;
  pageSize?: number;
  searchParameter?: string;
  sortField?: string;
  sortOrder?: 'ASC' | 'DESC';
  active?: boolean;
}

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
    companyLogo: row.companyLogo,
    favicon: row.favicon,
  };
}

const SORT_COLUMNS = {
  legalName: partners.legalName,
  code: partners.code,
  email: partners.email,
  active: partners.active,
  createdOn: partners.createdAt,
} as const;

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Partners are the tenants themselves: only the system area searches them, so there is no tenant scope here. */
export async function searchPartners(db: Db, search: PartnerSearch) {
  const pageNumber = search.pageNumber ?? 1;
  const pageSize = search.pageSize ?? 10;
  const conditions: SQL[] = [];
  const text = search.searchParameter?.trim();
  if (text) {
    const pattern = likePattern(text);
    const match = or(
      ilike(partners.legalName, pattern),
      ilike(partners.code, pattern),
      ilike(partners.email, pattern),
    );
    if (match) conditions.push(match);
  }
  if (search.active !== undefined) conditions.push(eq(partners.active, search.active));
  const column =
    SORT_COLUMNS[(search.sortField ?? 'legalName') as keyof typeof SORT_COLUMNS] ?? partners.legalName;
  const order = search.sortOrder === 'DESC' ? desc(column) : asc(column);
  const where = and(...conditions);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(partners)
    .where(where);
  const rows = await db
    .select()
    .from(partners)
    .where(where)
    .orderBy(order, asc(partners.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  return {
    data: rows.map(partnerOut),
    totalRecords: total?.n ?? 0,
    limit: pageSize,
    currentPage: pageNumber,
  };
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
