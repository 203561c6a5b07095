import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { findByCode, findById, writeRow } from '../db/find-row';
import { locationServices, partnerServices, services } from '../db/schema';
import type { TenantScope } from '../http/contract-route';
import { COUNT_ROWS, searchPage, type ListSearch } from '../search/search-page';
import { searchRows, searchSorted } from '../search/search-rows';
import { sortTable } from '../search/sort-table';
import { equalsWhenGiven, textMatch } from '../search/search-filters';

export type ServiceRow = typeof services.$inferSelect;
export type PartnerServiceRow = typeof partnerServices.$inferSelect;
export type LocationServiceRow = typeof locationServices.$inferSelect;

export interface ServiceSearch extends ListSearch {
  serviceType?: 'APPOINTMENT' | 'BIOMETRIC';
  locationId?: string;
  partnerId?: string;
}

/** The contract's Service (system catalogue). */
export function serviceOut(row: ServiceRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    serviceType: row.serviceType,
    productCode: row.productCode,
    fingerprintOption: row.fingerprintOption,
    active: row.active,
  };
}

/** The contract's PartnerService; the image is answered under both names the spec uses. */
export function partnerServiceOut(row: PartnerServiceRow) {
  return {
    id: row.id,
    serviceId: row.serviceId,
    partnerId: row.partnerId,
    displayName: row.displayName,
    description: row.description,
    serviceType: row.serviceType,
    rate: row.rate,
    quantityOfFingerPrintCard: row.quantityOfFingerPrintCard,
    taxPercentage: row.taxPercentage,
    centralCommission: row.centralCommission,
    additionalCostPerFingerPrintCard: row.additionalCostPerFingerPrintCard,
    twoFactorAuthentication: row.twoFactorAuthentication,
    active: row.active,
    fingerPrintCardService: row.fingerPrintCardService,
    serviceLogo: row.serviceImage,
    serviceImage: row.serviceImage,
    deleted: row.deleted,
  };
}

/** The contract's LocationService: the location's row with the partner service's name and type. */
export function locationServiceOut(row: LocationServiceRow, service: PartnerServiceRow) {
  return {
    id: row.id,
    locationId: row.locationId,
    partnerServiceId: row.partnerServiceId,
    rate: row.rate,
    active: row.active,
    displayName: service.displayName,
    serviceType: service.serviceType,
  };
}

/** The price a location charges: its own rate when it overrides the partner's, else the partner's. */
export function effectiveRate(location: LocationServiceRow | null, service: PartnerServiceRow): number {
  return location?.rate ?? service.rate;
}

// ---------------------------------------------------------------------------------------------------------------
// System catalogue (no tenant: the system area owns it; partner sessions only read it through their services)

const SERVICE_SORT = sortTable(
  {
    title: services.title,
    productCode: services.productCode,
    serviceType: services.serviceType,
    active: services.active,
    createdOn: services.createdAt,
  },
  { fallback: 'title' },
);

export async function searchServices(db: Db, search: ServiceSearch) {
  const where = and(
    textMatch(search.searchParameter, [services.title, services.productCode]),
    equalsWhenGiven(services.active, search.active),
    equalsWhenGiven(services.serviceType, search.serviceType || undefined),
  );
  return searchSorted(db, services, search, where, SERVICE_SORT, (rows) => rows.map(serviceOut));
}

export const findService = (db: Db, id: string): Promise<ServiceRow | undefined> =>
  findById(db, services, id);

/** Product codes are unique whatever their case (`services_product_code_uq`). */
export const findServiceByProductCode = (db: Db, productCode: string): Promise<ServiceRow | undefined> =>
  findByCode(db, services, services.productCode, productCode, 'upper');

/** Creates a catalogue service, or changes the one with `id`; `db` is the save's transaction. */
export const writeService = (
  db: Db,
  id: string | null,
  values: Omit<typeof services.$inferInsert, 'id'>,
): Promise<ServiceRow> => writeRow(db, services, id, values);

export async function selectableServices(db: Db) {
  return db
    .select({ id: services.id, code: services.productCode, title: services.title, active: services.active })
    .from(services)
    .where(eq(services.active, true))
    .orderBy(asc(services.title));
}

// ---------------------------------------------------------------------------------------------------------------
// Partner services: every query is limited to the scope's partner. A location session reads its partner's
// services (it offers a subset of them) but changes only its location services.

const PARTNER_SERVICE_SORT = sortTable(
  {
    displayName: partnerServices.displayName,
    serviceType: partnerServices.serviceType,
    rate: partnerServices.rate,
    active: partnerServices.active,
    createdOn: partnerServices.createdAt,
  },
  { fallback: 'displayName' },
);

function partnerServiceConditions(partnerId: string, search: ServiceSearch): (SQL | undefined)[] {
  return [
    eq(partnerServices.partnerId, partnerId),
    eq(partnerServices.deleted, false),
    textMatch(search.searchParameter, [partnerServices.displayName, partnerServices.description]),
    equalsWhenGiven(partnerServices.active, search.active),
    equalsWhenGiven(partnerServices.serviceType, search.serviceType || undefined),
  ];
}

function partnerServiceOrder(search: ServiceSearch) {
  return [...PARTNER_SERVICE_SORT.order(search), asc(partnerServices.id)];
}

/** A page of the partner's services that are not deleted. */
export async function searchPartnerServices(db: Db, partnerId: string, search: ServiceSearch) {
  const where = and(...partnerServiceConditions(partnerId, search));
  return searchRows(
    db,
    partnerServices,
    search,
    { where, orderBy: [...partnerServiceOrder(search)] },
    (rows) => rows.map(partnerServiceOut),
  );
}

export async function allPartnerServices(db: Db, partnerId: string, search: ServiceSearch) {
  const rows = await db
    .select()
    .from(partnerServices)
    .where(and(...partnerServiceConditions(partnerId, search)))
    .orderBy(...partnerServiceOrder(search));
  return rows.map(partnerServiceOut);
}

/**
 * One partner service of the scope's partner, deleted or not: what used a service (an appointment, a transaction)
 * still shows it after a soft delete. Callers that offer services for a new use check `active && !deleted`.
 */
export async function findPartnerService(
  db: Db,
  scope: Pick<TenantScope, 'partnerId'>,
  id: string,
): Promise<PartnerServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerServices)
    .where(and(eq(partnerServices.partnerId, scope.partnerId), sql`${partnerServices.id}::text = ${id}`));
  return row;
}

/** Whether a service may be chosen for something new (a booking, a capture, a group, a location). */
export function isSelectable(row: PartnerServiceRow): boolean {
  return row.active && !row.deleted;
}

/** Drop-down entries: active, not deleted services of the partner. */
export async function selectablePartnerServices(db: Db, scope: Pick<TenantScope, 'partnerId'>) {
  return db
    .select({ id: partnerServices.id, title: partnerServices.displayName, active: partnerServices.active })
    .from(partnerServices)
    .where(
      and(
        eq(partnerServices.partnerId, scope.partnerId),
        eq(partnerServices.active, true),
        eq(partnerServices.deleted, false),
      ),
    )
    .orderBy(asc(partnerServices.displayName));
}

// ---------------------------------------------------------------------------------------------------------------
// Location services: the scope's partner, and only its own location in a location session.

function locationServiceScope(scope: TenantScope): SQL[] {
  const conditions: SQL[] = [eq(locationServices.partnerId, scope.partnerId)];
  if (scope.locationId) conditions.push(eq(locationServices.locationId, scope.locationId));
  return conditions;
}

const LOCATION_SERVICE_SORT = sortTable(
  {
    displayName: partnerServices.displayName,
    serviceType: partnerServices.serviceType,
    rate: locationServices.rate,
    active: locationServices.active,
    createdOn: locationServices.createdAt,
  },
  { fallback: 'displayName' },
);

function locationServiceConditions(scope: TenantScope, search: ServiceSearch): (SQL | undefined)[] {
  return [
    ...locationServiceScope(scope),
    eq(partnerServices.deleted, false),
    search.locationId ? sql`${locationServices.locationId}::text = ${search.locationId}` : undefined,
    textMatch(search.searchParameter, [partnerServices.displayName]),
    equalsWhenGiven(locationServices.active, search.active),
    equalsWhenGiven(partnerServices.serviceType, search.serviceType || undefined),
  ];
}

function locationServiceOrder(search: ServiceSearch) {
  return [...LOCATION_SERVICE_SORT.order(search), asc(locationServices.id)];
}

export async function searchLocationServices(db: Db, scope: TenantScope, search: ServiceSearch) {
  const where = and(...locationServiceConditions(scope, search));
  return searchPage(
    search,
    {
      count: () =>
        db
          .select(COUNT_ROWS)
          .from(locationServices)
          .innerJoin(partnerServices, eq(partnerServices.id, locationServices.partnerServiceId))
          .where(where),
      rows: ({ limit, offset }) =>
        db
          .select()
          .from(locationServices)
          .innerJoin(partnerServices, eq(partnerServices.id, locationServices.partnerServiceId))
          .where(where)
          .orderBy(...locationServiceOrder(search))
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map((r) => locationServiceOut(r.location_services, r.partner_services)),
  );
}

export async function allLocationServices(db: Db, scope: TenantScope, search: ServiceSearch) {
  const rows = await db
    .select()
    .from(locationServices)
    .innerJoin(partnerServices, eq(partnerServices.id, locationServices.partnerServiceId))
    .where(and(...locationServiceConditions(scope, search)))
    .orderBy(...locationServiceOrder(search));
  return rows.map((r) => locationServiceOut(r.location_services, r.partner_services));
}

/** One location service in scope with its partner service (deleted or not, for history). */
export async function findLocationService(db: Db, scope: TenantScope, id: string) {
  const [row] = await db
    .select()
    .from(locationServices)
    .innerJoin(partnerServices, eq(partnerServices.id, locationServices.partnerServiceId))
    .where(and(...locationServiceScope(scope), sql`${locationServices.id}::text = ${id}`));
  return row ? { location: row.location_services, service: row.partner_services } : undefined;
}

/** The location service of one partner service at one location, if the location offers it. */
export async function findLocationServiceFor(
  db: Db,
  scope: TenantScope,
  locationId: string,
  partnerServiceId: string,
): Promise<LocationServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(locationServices)
    .where(
      and(
        ...locationServiceScope(scope),
        sql`${locationServices.locationId}::text = ${locationId}`,
        sql`${locationServices.partnerServiceId}::text = ${partnerServiceId}`,
      ),
    );
  return row;
}

/**
 * Drop-down entries of what a location offers: its active location services whose partner service is active and
 * not deleted. A partner-level session names the location; a location session gets its own.
 */
export async function selectableLocationServices(db: Db, scope: TenantScope, locationId?: string) {
  const conditions = [
    ...locationServiceScope(scope),
    eq(locationServices.active, true),
    eq(partnerServices.active, true),
    eq(partnerServices.deleted, false),
  ];
  if (locationId) conditions.push(sql`${locationServices.locationId}::text = ${locationId}`);
  const rows = await db
    .select({
      id: locationServices.id,
      title: partnerServices.displayName,
      active: locationServices.active,
    })
    .from(locationServices)
    .innerJoin(partnerServices, eq(partnerServices.id, locationServices.partnerServiceId))
    .where(and(...conditions))
    .orderBy(asc(partnerServices.displayName));
  return rows;
}

/** Partner services by id, limited to the partner (ids of other partners are simply absent). */
export async function partnerServicesByIds(db: Db, partnerId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(partnerServices)
    .where(
      and(eq(partnerServices.partnerId, partnerId), inArray(sql`${partnerServices.id}::text`, [...ids])),
    );
}

export type LocationServiceValues = Pick<
  typeof locationServices.$inferInsert,
  'rate' | 'active' | 'updatedAt'
>;

/** Changes the rate and switch of an offer of the scope's partner; `db` is the save's transaction. */
export async function updateLocationService(
  db: Db,
  scope: Pick<TenantScope, 'partnerId'>,
  id: string,
  values: LocationServiceValues,
): Promise<LocationServiceRow | undefined> {
  const [row] = await db
    .update(locationServices)
    .set(values)
    .where(and(eq(locationServices.id, id), eq(locationServices.partnerId, scope.partnerId)))
    .returning();
  return row;
}

/**
 * Offers a partner service at a location, or changes the offer the pair already has: one statement, so two
 * concurrent saves never make two rows.
 */
export async function upsertLocationService(
  db: Db,
  offer: { partnerId: string; locationId: string; partnerServiceId: string },
  values: LocationServiceValues,
): Promise<LocationServiceRow | undefined> {
  const [row] = await db
    .insert(locationServices)
    .values({ ...values, ...offer })
    .onConflictDoUpdate({
      target: [locationServices.locationId, locationServices.partnerServiceId],
      set: values,
    })
    .returning();
  return row;
}
