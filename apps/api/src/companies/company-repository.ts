import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { companies } from '../db/schema';
import type { AddressValue, ContactPersonValue } from '../db/schema/tenants';
import type { PartnerScope } from '../locations/location-repository';
import { likePattern } from '../partners/partner-repository';

export type CompanyRow = typeof companies.$inferSelect;

export interface CompanyInput {
  name: string;
  code?: string;
  email?: string | null;
  phone?: string | null;
  address?: AddressValue;
  contactPerson?: ContactPersonValue;
  active: boolean;
}

export interface CompanySearch {
  pageNumber?: number;
  pageSize?: number;
  searchParameter?: string;
  sortField?: string;
  sortOrder?: 'ASC' | 'DESC';
  active?: boolean;
}

export function companyOut(row: CompanyRow) {
  return {
    id: row.id,
    name: row.name,
    ...(row.code !== null ? { code: row.code } : {}),
    email: row.email,
    phone: row.phone,
    ...(row.address ? { address: row.address } : {}),
    ...(row.contactPerson ? { contactPerson: row.contactPerson } : {}),
    active: row.active,
  };
}

export function companyValues(input: CompanyInput) {
  return {
    name: input.name,
    code: input.code || null,
    email: input.email || null,
    phone: input.phone || null,
    address: input.address ?? null,
    contactPerson: input.contactPerson ?? null,
    active: input.active,
  };
}

/** Companies belong to the partner: its locations' sessions see the same list. */
const scoped = (scope: PartnerScope): SQL => eq(companies.partnerId, scope.partnerId);

const SORT_COLUMNS = {
  name: companies.name,
  code: companies.code,
  email: companies.email,
  active: companies.active,
  createdOn: companies.createdAt,
} as const;

export async function searchCompanies(db: Db, scope: PartnerScope, search: CompanySearch) {
  const pageNumber = search.pageNumber ?? 1;
  const pageSize = search.pageSize ?? 10;
  const conditions = [scoped(scope)];
  const text = search.searchParameter?.trim();
  if (text) {
    const pattern = likePattern(text);
    const match = or(
      ilike(companies.name, pattern),
      ilike(companies.code, pattern),
      ilike(companies.email, pattern),
    );
    if (match) conditions.push(match);
  }
  if (search.active !== undefined) conditions.push(eq(companies.active, search.active));
  const column = SORT_COLUMNS[(search.sortField ?? 'name') as keyof typeof SORT_COLUMNS] ?? companies.name;
  const order = search.sortOrder === 'DESC' ? desc(column) : asc(column);
  const where = and(...conditions);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companies)
    .where(where);
  const rows = await db
    .select()
    .from(companies)
    .where(where)
    .orderBy(order, asc(companies.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  return {
    data: rows.map(companyOut),
    totalRecords: total?.n ?? 0,
    limit: pageSize,
    currentPage: pageNumber,
  };
}

export async function findCompany(db: Db, scope: PartnerScope, id: string) {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(scoped(scope), sql`${companies.id}::text = ${id}`));
  return row;
}

export async function selectableCompanies(db: Db, scope: PartnerScope) {
  return db
    .select({ id: companies.id, title: companies.name, active: companies.active })
    .from(companies)
    .where(and(scoped(scope), eq(companies.active, true)))
    .orderBy(asc(companies.name));
}
