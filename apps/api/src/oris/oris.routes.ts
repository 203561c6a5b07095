import { isOriNumber, isOriType, normaliseOriNumber, ORI_TYPES } from '@ridgeline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { TenantContext } from '../files/tenant-context';
import { badRequest, notFound } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import { saveUniqueRow } from '../http/save-unique-row';
import { findPartnerService, findService } from '../services/service-repository';
import {
  findOri,
  findOriByNumber,
  oriDetail,
  oriServesService,
  orisOfService,
  saveOri,
  searchOris,
  type OriRow,
  type OriSearch,
} from './ori-repository';

interface OriInput {
  oriNumber: string;
  title: string;
  oriType: string;
  serviceIds: string[];
  requiresPhotograph: boolean;
  active: boolean;
}

interface OriDetailRequest {
  id?: string;
  oriNumber?: string;
  serviceId: string;
}

/** The exact answer to a malformed ORI (EBTS 1.008), naming the field. */
export const ORI_FORMAT_MESSAGE =
  'oriNumber must be 9 characters: a two-letter state or country code followed by 7 letters or digits';
const oriNotFound = () => notFound('ORI not found');
const oriTaken = () => badRequest('oriNumber is already used by another ORI');

/** Checks an ORI's fields before anything is written; answers the stored (upper-case) number. */
async function checkedInput(db: Db, input: OriInput): Promise<OriInput> {
  const oriNumber = normaliseOriNumber(input.oriNumber);
  if (!isOriNumber(oriNumber)) throw badRequest(ORI_FORMAT_MESSAGE);
  if (!isOriType(input.oriType)) {
    throw badRequest(`oriType must be one of ${ORI_TYPES.map((type) => type.code).join(', ')}`);
  }
  if (!input.title.trim()) throw badRequest('title is a required field');
  const serviceIds = [...new Set(input.serviceIds)];
  for (const id of serviceIds) {
    if (!(await findService(db, id))) throw badRequest('serviceIds names no catalogue service');
  }
  return { ...input, oriNumber, title: input.title.trim(), serviceIds };
}

/** ORIs: the system area keeps them; both areas read the ones serving a service. */
export async function orisRoutes(app: FastifyInstance, context: TenantContext) {
  const { db } = context;

  async function save(request: FastifyRequest, id: string | null, raw: OriInput) {
    const input = await checkedInput(db, raw);
    const values = {
      oriNumber: input.oriNumber,
      title: input.title,
      oriType: input.oriType,
      requiresPhotograph: input.requiresPhotograph,
      active: input.active,
    };
    const saved = await saveUniqueRow(db, request, context.now, {
      id,
      find: findOri,
      holder: (tx) => findOriByNumber(tx, input.oriNumber),
      write: (tx, rowId) => saveOri(tx, rowId, values, input.serviceIds),
      recorded: oriDetail,
      notFound: oriNotFound,
      taken: oriTaken,
      actions: { created: 'ORI_CREATED', updated: 'ORI_UPDATED' },
    });
    return saved.recorded;
  }

  contractRoute<OriSearch>(app, 'POST', '/system/v1/ori/search', async (request) =>
    searchOris(db, request.body),
  );

  contractRoute<OriInput>(app, 'POST', '/system/v1/ori', async (request) => ({
    data: await save(request, null, request.body),
    message: 'ORI created successfully',
  }));

  contractRoute<OriInput, { id: string }>(app, 'PUT', '/system/v1/ori/{id}', async (request) => ({
    data: await save(request, request.params.id, request.body),
    message: 'ORI updated successfully',
  }));

  contractRoute<unknown, { id: string }>(app, 'GET', '/system/v1/ori/{id}', async (request) => {
    const row = await findOri(db, request.params.id);
    if (!row) throw oriNotFound();
    return { data: await oriDetail(db, row) };
  });

  const types = async () => ({ data: ORI_TYPES.map((type) => ({ ...type })) });
  contractRoute(app, 'GET', '/system/v1/ori/types', types);
  contractRoute(app, 'GET', '/partner/v1/ori/types', types);

  /**
   * The catalogue service a request names: in the partner area the id may also be one of the partner's services,
   * which stands for the catalogue product it sells (null when it sells none). Any other id answers 404, as a
   * missing one.
   */
  async function catalogueServiceId(request: FastifyRequest, serviceId: string): Promise<string | null> {
    if (request.partnerAccess) {
      const own = await findPartnerService(db, request.partnerAccess.scope, serviceId);
      if (own) return own.serviceId;
    }
    const product = await findService(db, serviceId);
    if (!product) throw notFound('Service not found');
    return product.id;
  }

  async function searchAll(request: FastifyRequest<{ Body: { service: string } }>) {
    const serviceId = await catalogueServiceId(request, request.body.service);
    return { data: serviceId ? await orisOfService(db, serviceId) : [] };
  }
  contractRoute<{ service: string }>(app, 'POST', '/system/v1/ori/search/all', searchAll);
  contractRoute<{ service: string }>(app, 'POST', '/partner/v1/ori/search/all', searchAll);

  /** One ORI by id or number that serves the service (else 404); the partner area sees active ORIs only. */
  async function searchDetail(request: FastifyRequest<{ Body: OriDetailRequest }>) {
    const { id, oriNumber, serviceId } = request.body;
    const catalogueId = await catalogueServiceId(request, serviceId);
    if (!id && !oriNumber) throw badRequest('id or oriNumber is a required field');
    let row: OriRow | undefined = id ? await findOri(db, id) : await findOriByNumber(db, oriNumber ?? '');
    if (row && oriNumber && row.oriNumber !== normaliseOriNumber(oriNumber)) row = undefined;
    if (!row || (request.partnerAccess && !row.active)) throw oriNotFound();
    if (!catalogueId || !(await oriServesService(db, row.id, catalogueId))) throw oriNotFound();
    return { data: await oriDetail(db, row) };
  }
  contractRoute<OriDetailRequest>(app, 'POST', '/system/v1/ori/search/detail', searchDetail);
  contractRoute<OriDetailRequest>(app, 'POST', '/partner/v1/ori/search/detail', searchDetail);
}
