import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { findLocation } from '../locations/location-repository';
import type { TenantContext } from '../files/tenant-context';
import { badRequest, notFound } from '../http/api-failure';
import { contractRoute, type TenantScope } from '../http/contract-route';
import {
  allLocationServices,
  findLocationService,
  findPartnerService,
  isSelectable,
  locationServiceOut,
  searchLocationServices,
  selectableLocationServices,
  updateLocationService,
  upsertLocationService,
  type ServiceSearch,
} from './service-repository';

interface LocationServiceInput {
  id?: string;
  locationId: string;
  partnerServiceId: string;
  rate?: number | null;
  active: boolean;
}

const locationServiceNotFound = () => notFound('Location service not found');

/** The location must be the partner's, and the session's own location in a location session. */
async function requireLocation(db: Db, scope: TenantScope, locationId: string) {
  const row = await findLocation(db, scope, locationId);
  if (!row) throw notFound('Location not found');
  return row.id;
}

/** What each location of the partner offers: a subset of the partner's services, each with an optional rate. */
export async function locationServicesRoutes(app: FastifyInstance, context: TenantContext) {
  const { db } = context;

  contractRoute<ServiceSearch>(
    app,
    'POST',
    '/partner/v1/locations/services/search',
    async (request, _reply, access) => searchLocationServices(db, access.scope, request.body),
  );

  contractRoute<ServiceSearch>(
    app,
    'POST',
    '/partner/v1/locations/services/search/all',
    async (request, _reply, access) => ({
      data: await allLocationServices(db, access.scope, request.body),
    }),
  );

  contractRoute(
    app,
    'GET',
    '/partner/v1/locations/services/selectable-infos',
    async (_request, _reply, access) => ({
      data: await selectableLocationServices(db, access.scope),
    }),
  );

  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/locations/services/{id}',
    async (request, _reply, access) => {
      const found = await findLocationService(db, access.scope, request.params.id);
      if (!found) throw locationServiceNotFound();
      return { data: locationServiceOut(found.location, found.service) };
    },
  );

  /**
   * Offers (or changes) a partner service at a location. With `id` it modifies that row's rate and switch (its
   * location and service stay); without, the pair (location, partner service) is inserted or updated in one
   * statement, so two concurrent saves never make two rows. A deleted or inactive partner service cannot be newly
   * offered.
   */
  async function save(
    request: FastifyRequest,
    scope: TenantScope,
    id: string | null,
    input: LocationServiceInput,
  ) {
    return db.transaction(async (tx) => {
      const existing = id ? await findLocationService(tx, scope, id) : undefined;
      if (id && !existing) throw locationServiceNotFound();
      // Ids of the body must be the caller's (404 otherwise, as for a missing one); an existing row keeps its pair.
      const locationId = await requireLocation(tx, scope, input.locationId);
      const named = await findPartnerService(tx, scope, input.partnerServiceId);
      if (!named) throw notFound('Service not found');
      const service = existing?.service ?? named;
      if (service.deleted) throw badRequest('partnerServiceId names a deleted service');
      if (!existing && input.active && !isSelectable(service)) {
        throw badRequest('partnerServiceId names an inactive service');
      }
      const values = { rate: input.rate ?? null, active: input.active, updatedAt: context.now() };
      const row = existing
        ? await updateLocationService(tx, scope, existing.location.id, values)
        : await upsertLocationService(
            tx,
            { partnerId: scope.partnerId, locationId, partnerServiceId: service.id },
            values,
          );
      if (!row) throw new Error('location service write returned no row');
      await request.audit(
        {
          entityId: row.id,
          partnerId: scope.partnerId,
          before: existing?.location ?? null,
          after: row,
          at: context.now(),
        },
        tx,
      );
      return locationServiceOut(row, service);
    });
  }

  contractRoute<LocationServiceInput>(
    app,
    'POST',
    '/partner/v1/locations/services',
    async (request, _reply, access) => {
      const data = await save(request, access.scope, request.body.id ?? null, request.body);
      return { data, message: 'Location service saved successfully' };
    },
  );

  contractRoute<LocationServiceInput, { id: string }>(
    app,
    'PUT',
    '/partner/v1/locations/services/{id}',
    async (request, _reply, access) => {
      const data = await save(request, access.scope, request.params.id, request.body);
      return { data, message: 'Location service updated successfully' };
    },
  );
}
