import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { findByCode, findById, saveRow } from '../db/find-row';
import { locations } from '../db/schema';
import type {
  AddressValue,
  ContactPersonValue,
  DayScheduleValue,
  NotificationInfoValue,
} from '../db/schema/tenants';
import type { TenantScope } from '../http/contract-route';
import type { ListSearch } from '../search/search-page';
import { searchSorted } from '../search/search-rows';
import { sortTable } from '../search/sort-table';
import { equalsWhenGiven, textMatch } from '../search/search-filters';

export type LocationRow = typeof locations.$inferSelect;

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

export type LocationSearch = ListSearch;

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
export function scopeConditions(scope: TenantScope): SQL[] {
  const conditions = [eq(locations.partnerId, scope.partnerId)];
  if (scope.locationId) conditions.push(eq(locations.id, scope.locationId));
  return conditions;
}

const LOCATION_SORT = sortTable(
  {
    title: locations.title,
    displayName: locations.displayName,
    code: locations.code,
    city: locations.city,
    active: locations.active,
    createdOn: locations.createdAt,
  },
  { fallback: 'title' },
);

export async function searchLocations(db: Db, scope: TenantScope, search: LocationSearch) {
  const where = and(
    ...scopeConditions(scope),
    textMatch(search.searchParameter, [
      locations.title,
      locations.displayName,
      locations.code,
      locations.city,
    ]),
    equalsWhenGiven(locations.active, search.active),
  );
  return searchSorted(db, locations, search, where, LOCATION_SORT, (rows) => rows.map(locationOut));
}

export const findLocation = (db: Db, scope: TenantScope, id: string): Promise<LocationRow | undefined> =>
  findById(db, locations, id, ...scopeConditions(scope));

export async function selectableLocations(db: Db, scope: TenantScope) {
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
export const findLocationByCode = (db: Db, code: string): Promise<LocationRow | undefined> =>
  findByCode(db, locations, locations.code, code, 'lower');

/**
 * Creates a location of the scope's partner (`id` null) or changes one of its own; `db` is the save's
 * transaction. `image` is the stored file's URL when the save brought one.
 */
export async function saveLocation(
  db: Db,
  scope: TenantScope,
  id: string | null,
  values: Omit<typeof locations.$inferInsert, 'id' | 'partnerId' | 'image'>,
  image: string | undefined,
): Promise<LocationRow> {
  const row = await saveRow(
    db,
    locations,
    id,
    {
      create: { ...values, partnerId: scope.partnerId, image: image ?? null },
      change: { ...values, ...(image ? { image } : {}) },
    },
    ...scopeConditions(scope),
  );
  if (!row) throw new Error('location write returned no row');
  return row;
}
