import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { locations } from '../db/schema';
import type {
  AddressValue,
  ContactPersonValue,
  DayScheduleValue,
  NotificationInfoValue,
} from '../db/schema/tenants';
import { likePattern } from '../partners/partner-repository';

export type LocationRow = typeof locations.$inferSelect;

/** The tenant scope of a partner-area request, from its session only: a location session sees its location. */
export interface PartnerScope {
  partnerId: string;
  locationId: string | null;
}

export interface LocationInput {
  code: string;
  title: string;
  displayName: string;
  timeZone: string;
  description?: string | null;
  active: boolean;
  visible: boolean;
  addressInfo: AddressValue;
  contactInfo?: ContactPersonValue;
  notificationInfo?: NotificationInfoValue;
  openingHours?: DayScheduleValue[];
}

export interface LocationSearch {
  pageNumber?: number;
  pageSize?: number;
  searchParameter?: string;
  sortField?: string;
  sortOrder?: 'ASC' | 'DESC';
  active?: boolean;
}

/** The contract's Location; locations written before addresses existed answer their header columns. */
export function locationOut(row: LocationRow) {
  return {
    id: row.id,
    partnerId: row.partnerId,
    code: row.code,
    title: row.title,
    displayName: row.displayName,
    timeZone: row.timeZone,
    description: row.description,
    active: row.active,
    visible: row.visible,
    addressInfo: row.addressInfo ?? {
      state: '',
      city: row.city,
      addressLineOne: row.addressLineOne,
      addressLineTwo: null,
      zipCode: '',
    },
    ...(row.contactInfo ? { contactInfo: row.contactInfo } : {}),
    ...(row.notificationInfo ? { notificationInfo: row.notificationInfo } : {}),
    ...(row.openingHours ? { openingHours: row.openingHours } : {}),
    image: row.image,
  };
}

/** Every query of this repository goes through the scope: the partner, and the location of a location session. */
export function scopeConditions(scope: PartnerScope): SQL[] {
  const conditions = [eq(locations.partnerId, scope.partnerId)];
  if (scope.locationId) conditions.push(eq(locations.id, scope.locationId));
  return conditions;
}

const SORT_COLUMNS = {
  title: locations.title,
  displayName: locations.displayName,
  code: locations.code,
  city: locations.city,
  active: locations.active,
  createdOn: locations.createdAt,
} as const;

export async function searchLocations(db: Db, scope: PartnerScope, search: LocationSearch) {
  const pageNumber = search.pageNumber ?? 1;
  const pageSize = search.pageSize ?? 10;
  const conditions = scopeConditions(scope);
  const text = search.searchParameter?.trim();
  if (text) {
    const pattern = likePattern(text);
    const match = or(
      ilike(locations.title, pattern),
      ilike(locations.displayName, pattern),
      ilike(locations.code, pattern),
      ilike(locations.city, pattern),
    );
    if (match) conditions.push(match);
  }
  if (search.active !== undefined) conditions.push(eq(locations.active, search.active));
  const column = SORT_COLUMNS[(search.sortField ?? 'title') as keyof typeof SORT_COLUMNS] ?? locations.title;
  const order = search.sortOrder === 'DESC' ? desc(column) : asc(column);
  const where = and(...conditions);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(locations)
    .where(where);
  const rows = await db
    .select()
    .from(locations)
    .where(where)
    .orderBy(order, asc(locations.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  return {
    data: rows.map(locationOut),
    totalRecords: total?.n ?? 0,
    limit: pageSize,
    currentPage: pageNumber,
  };
}

export async function findLocation(
  db: Db,
  scope: PartnerScope,
  id: string,
): Promise<LocationRow | undefined> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(...scopeConditions(scope), sql`${locations.id}::text = ${id}`));
  return row;
}

export async function selectableLocations(db: Db, scope: PartnerScope) {
  const rows = await db
    .select({
      id: locations.id,
      code: locations.code,
      title: locations.displayName,
      active: locations.active,
    })
    .from(locations)
    .where(and(...scopeConditions(scope)))
    .orderBy(asc(locations.displayName));
  return rows;
}

/** Location codes are unique across partners: they name a location's sign-in page. */
export async function findLocationByCode(db: Db, code: string): Promise<LocationRow | undefined> {
  const [row] = await db
    .select()
    .from(locations)
    .where(sql`lower(${locations.code}) = lower(${code})`);
  return row;
}
