import { SERVICE_TYPE_OPTIONS } from '@ridgeline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readUpload } from '../files/multipart-upload';
import type { TenantContext } from '../files/tenant-context';
import { badRequest, notFound } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import { saveUniqueRow } from '../http/save-unique-row';
import { requirePartner, savePartnerService, type PartnerServiceInput } from './partner-service-writes';
import {
  allPartnerServices,
  findPartnerService,
  findService,
  findServiceByProductCode,
  partnerServiceOut,
  searchPartnerServices,
  searchServices,
  selectablePartnerServices,
  selectableServices,
  serviceOut,
  writeService,
  type ServiceSearch,
} from './service-repository';

interface ServiceInput {
  title: string;
  description?: string | null;
  serviceType: 'APPOINTMENT' | 'BIOMETRIC';
  productCode: string;
  fingerprintOption?: 'FLAT' | 'FLAT_AND_ROLL';
  active: boolean;
}

/** Two-factor authentication of a service is on or off; the options name the two states for the form. */
export const TWO_FACTOR_OPTIONS = [
  { code: 'ENABLED', title: 'Enabled' },
  { code: 'DISABLED', title: 'Disabled' },
] as const;

const productCodeTaken = () => badRequest('productCode is already used by another service');

/** The system catalogue, partners' services seen from the system area, and the partner area's own services. */
export async function servicesRoutes(app: FastifyInstance, context: TenantContext) {
  const { db } = context;

  // ---- system area: the catalogue -------------------------------------------------------------------------
  contractRoute(app, 'GET', '/system/v1/service/selectable', async () => ({
    data: await selectableServices(db),
  }));

  contractRoute<ServiceSearch>(app, 'POST', '/system/v1/service/search', async (request) =>
    searchServices(db, request.body),
  );

  async function saveService(id: string | null, input: ServiceInput, request: FastifyRequest) {
    const values = {
      title: input.title.trim(),
      description: input.description ?? null,
      serviceType: input.serviceType,
      productCode: input.productCode.trim().toUpperCase(),
      fingerprintOption: input.fingerprintOption ?? 'FLAT_AND_ROLL',
      active: input.active,
    };
    const saved = await saveUniqueRow(db, request, context.now, {
      id,
      find: findService,
      holder: (tx) => findServiceByProductCode(tx, values.productCode),
      write: (tx, rowId) => writeService(tx, rowId, values),
      recorded: (_tx, row) => row,
      notFound: () => notFound('Service not found'),
      taken: productCodeTaken,
      actions: { created: 'CATALOGUE_SERVICE_CREATED', updated: 'CATALOGUE_SERVICE_UPDATED' },
    });
    return saved.row;
  }

  contractRoute<ServiceInput>(app, 'POST', '/system/v1/service', async (request) => {
    const row = await saveService(null, request.body, request);
    return { data: serviceOut(row), message: 'Service created successfully' };
  });

  contractRoute<ServiceInput, { id: string }>(app, 'PUT', '/system/v1/service/{id}', async (request) => {
    const row = await saveService(request.params.id, request.body, request);
    return { data: serviceOut(row), message: 'Service updated successfully' };
  });

  // ---- system area: a partner's services -----------------------------------------------------------------
  contractRoute<ServiceSearch>(app, 'POST', '/system/v1/partner/service/search', async (request) => {
    const partnerId = await requirePartner(db, request.body.partnerId);
    return searchPartnerServices(db, partnerId, request.body);
  });

  contractRoute<PartnerServiceInput>(app, 'POST', '/system/v1/partner/service', async (request) => {
    const partnerId = await requirePartner(db, request.body.partnerId);
    const row = await savePartnerService(context, request, { partnerId, id: null, input: request.body });
    return { data: partnerServiceOut(row), message: 'Service created successfully' };
  });

  contractRoute<PartnerServiceInput, { id: string }>(
    app,
    'PUT',
    '/system/v1/partner/service/{id}',
    async (request) => {
      const partnerId = await requirePartner(db, request.body.partnerId);
      const row = await savePartnerService(context, request, {
        partnerId,
        id: request.params.id,
        input: request.body,
      });
      return { data: partnerServiceOut(row), message: 'Service updated successfully' };
    },
  );

  // ---- partner area ----------------------------------------------------------------------------------------
  contractRoute<ServiceSearch>(app, 'POST', '/partner/v1/services/search', async (request, _reply, access) =>
    searchPartnerServices(db, access.scope.partnerId, request.body),
  );

  contractRoute<ServiceSearch>(
    app,
    'POST',
    '/partner/v1/services/search/all',
    async (request, _reply, access) => ({
      data: await allPartnerServices(db, access.scope.partnerId, request.body),
    }),
  );

  contractRoute(app, 'GET', '/partner/v1/services/service-type', async () => ({
    data: SERVICE_TYPE_OPTIONS.map((option) => ({ code: option.value, title: option.label })),
  }));

  contractRoute(app, 'GET', '/partner/v1/services/two-factor-authentication', async () => ({
    data: TWO_FACTOR_OPTIONS.map((option) => ({ ...option })),
  }));

  contractRoute(app, 'GET', '/partner/v1/services/selectable-infos', async (_request, _reply, access) => ({
    data: await selectablePartnerServices(db, access.scope),
  }));

  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/services/{id}',
    async (request, _reply, access) => {
      const row = await findPartnerService(db, access.scope, request.params.id);
      if (!row) throw notFound('Service not found');
      return { data: partnerServiceOut(row) };
    },
  );

  contractRoute(app, 'POST', '/partner/v1/services', async (request, _reply, access) => {
    const upload = await readUpload<PartnerServiceInput>(request, 'POST', '/partner/v1/services', {
      serviceImage: 'image',
    });
    const row = await savePartnerService(context, request, {
      partnerId: access.scope.partnerId,
      id: null,
      input: upload.data,
      ...(upload.files['serviceImage'] ? { image: upload.files['serviceImage'] } : {}),
    });
    return { data: partnerServiceOut(row), message: 'Service created successfully' };
  });

  contractRoute<unknown, { id: string }>(
    app,
    'PUT',
    '/partner/v1/services/{id}',
    async (request, _reply, access) => {
      const upload = await readUpload<PartnerServiceInput>(request, 'PUT', '/partner/v1/services/{id}', {
        serviceImage: 'image',
      });
      const row = await savePartnerService(context, request, {
        partnerId: access.scope.partnerId,
        id: request.params.id,
        input: upload.data,
        ...(upload.files['serviceImage'] ? { image: upload.files['serviceImage'] } : {}),
      });
      return {
        data: partnerServiceOut(row),
        message: row.deleted ? 'Service deleted successfully' : 'Service updated successfully',
      };
    },
  );
}
