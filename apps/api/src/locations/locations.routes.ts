import { isIanaTimeZone } from '@ridgeline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storeBrandingImage, withFiles } from '../files/file-store';
import { readUpload } from '../files/multipart-upload';
import type { TenantContext } from '../files/tenant-context';
import { refusingDuplicates } from '../files/unique-violation';
import { ApiFailure, badRequest, ERROR_CODES } from '../http/api-failure';
import { contractRoute, type TenantScope } from '../http/contract-route';
import {
  findLocation,
  findLocationByCode,
  locationOut,
  saveLocation,
  searchLocations,
  selectableLocations,
  type LocationInput,
  type LocationSearch,
} from './location-repository';

const locationNotFound = () => new ApiFailure(404, ERROR_CODES.notFound, 'Location not found');
const codeTaken = () => badRequest('code is already used by another location');

function columnsOf(input: LocationInput) {
  const map = input.addressInfo.map;
  return {
    code: input.code.toLowerCase(),
    title: input.title,
    displayName: input.displayName,
    timeZone: input.timeZone,
    description: input.description ?? null,
    active: input.active,
    visible: input.visible,
    addressInfo: input.addressInfo,
    contactInfo: input.contactInfo ?? null,
    notificationInfo: input.notificationInfo ?? null,
    openingHours: input.openingHours ?? null,
    addressLineOne: input.addressInfo.addressLineOne,
    city: input.addressInfo.city,
    latitude: map?.latitude ?? null,
    longitude: map?.longitude ?? null,
  };
}

/** Locations of the session's partner: search, selectable list, detail, create and modify (multipart image). */
export async function locationsRoutes(app: FastifyInstance, context: TenantContext) {
  contractRoute<LocationSearch>(
    app,
    'POST',
    '/partner/v1/locations/search',
    async (request, _reply, access) => {
      const scope = access.scope;
      return searchLocations(context.db, scope, request.body);
    },
  );

  contractRoute(app, 'GET', '/partner/v1/locations/selectable-infos', async (request, _reply, access) => {
    const scope = access.scope;
    return { data: await selectableLocations(context.db, scope) };
  });

  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/locations/{id}',
    async (request, _reply, access) => {
      const scope = access.scope;
      const row = await findLocation(context.db, scope, request.params.id);
      if (!row) throw locationNotFound();
      return { data: locationOut(row) };
    },
  );

  async function save(request: FastifyRequest, scope: TenantScope, id: string | null, path: string) {
    const upload = await readUpload<LocationInput>(request, id ? 'PUT' : 'POST', path, { image: 'image' });
    if (!isIanaTimeZone(upload.data.timeZone)) throw badRequest('timeZone must be an IANA time zone');
    const values = columnsOf(upload.data);
    return await refusingDuplicates(
      () =>
        withFiles(context.db, context.blobs, async (tx, files) => {
          const existing = id ? await findLocation(tx, scope, id) : undefined;
          if (id && !existing) throw locationNotFound();
          const clash = await findLocationByCode(tx, values.code);
          if (clash && clash.id !== id) throw codeTaken();
          let image: string | undefined;
          const file = upload.files['image'];
          if (file) {
            image = await storeBrandingImage(files, scope.partnerId, file);
          }
          const row = await saveLocation(tx, scope, existing?.id ?? null, values, image);
          // Record fields only: the image is its file's URL, never its bytes.
          await request.audit(
            {
              action: existing ? 'LOCATION_UPDATED' : 'LOCATION_CREATED',
              entityId: row.id,
              before: existing ? locationOut(existing) : null,
              after: locationOut(row),
              at: context.now(),
            },
            tx,
          );
          return row;
        }),
      codeTaken,
    );
  }

  contractRoute(app, 'POST', '/partner/v1/locations', async (request, _reply, access) => {
    const row = await save(request, access.scope, null, '/partner/v1/locations');
    return { data: locationOut(row), message: 'Location created successfully' };
  });

  contractRoute<unknown, { id: string }>(
    app,
    'PUT',
    '/partner/v1/locations/{id}',
    async (request, _reply, access) => {
      const scope = access.scope;
      const row = await save(request, scope, request.params.id, '/partner/v1/locations/{id}');
      return { data: locationOut(row), message: 'Location updated successfully' };
    },
  );
}
