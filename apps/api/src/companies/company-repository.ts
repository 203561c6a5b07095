import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { findById, saveRow } from '../db/find-row';
import { companies } from '../db/schema';
import type { AddressValue, ContactPersonValue } from '../db/schema/tenants';
import type { TenantScope } from '../http/contract-route';
import type { ListSearch } from '../search/search-page';
import { searchSorted } from '../search/search-rows';
import { sortTable } from '../search/sort-table';
import { equalsWhenGiven, textMatch } from '../search/search-filters';

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

export type CompanySearch = ListSearch;

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
const scoped = (scope: TenantScope): SQL => eq(companies.partnerId, scope.partnerId);

const COMPANY_SORT = sortTable(
  {
    name: companies.name,
    code: companies.code,
    email: companies.email,
    active: companies.active,
    createdOn: companies.createdAt,
  },
  { fallback: 'name' },
);

export async function searchCompanies(db: Db, scope: TenantScope, search: CompanySearch) {
  const where = and(
    scoped(scope),
    textMatch(search.searchParameter, [companies.name, companies.code, companies.email]),
    equalsWhenGiven(companies.active, search.active),
  );
  return searchSorted(db, companies, search, where, COMPANY_SORT, (rows) => rows.map(companyOut));
}

export const findCompany = (db: Db, scope: TenantScope, id: string): Promise<CompanyRow | undefined> =>
  findById(db, companies, id, scoped(scope));

/** Creates a company of the scope's partner (`id` null) or changes one of its own; undefined when it is not there. */
export const saveCompany = (
  db: Db,
  scope: TenantScope,
  id: string | null,
  input: CompanyInput,
): Promise<CompanyRow | undefined> =>
  saveRow(
    db,
    companies,
    id,
    {
      create: { ...companyValues(input), partnerId: scope.partnerId },
      change: companyValues(input),
    },
    scoped(scope),
  );

export async function selectableCompanies(db: Db, scope: TenantScope) {
  return db
    .select({ id: companies.id, title: companies.name, active: companies.active })
    .from(companies)
    .where(and(scoped(scope), eq(companies.active, true)))
    .orderBy(asc(companies.name));
}
