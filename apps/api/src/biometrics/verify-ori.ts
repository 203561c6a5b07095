import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { services } from '../db/schema';
import { notFound } from '../http/api-failure';
import { contractRoute, type TenantScope } from '../http/contract-route';
import { findOriByNumber, oriServesService } from '../oris/ori-repository';
import { findLocationService, findPartnerService } from '../services/service-repository';
import { isUuid } from './biometric-form';

export interface OriVerifyInput {
  oriNumber: string;
  serviceId: string;
  paymentVerificationCode?: string | null;
}

/**
 * The catalogue service behind a location service or partner service of the scope, or a catalogue service given
 * directly: undefined when the id names none of them, null for a partner's own service (no catalogue product).
 */
export async function catalogueServiceId(
  db: Db,
  scope: TenantScope,
  id: string,
): Promise<string | null | undefined> {
  if (!isUuid(id)) return undefined;
  const partnerService = await findPartnerService(db, scope, id);
  if (partnerService) return partnerService.serviceId;
  const locationService = await findLocationService(db, scope, id);
  if (locationService) return locationService.service.serviceId;
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(sql`${services.id}::text = ${id}`);
  return service?.id;
}

/**
 * The Transaction Detail step's ORI check: the ORI exists, is active and serves the chosen service (a partner
 * service is judged by the catalogue service it sells). Answers whether the photograph step applies.
 */
export async function verifyOri(db: Db, scope: TenantScope, input: OriVerifyInput) {
  const serviceId = await catalogueServiceId(db, scope, input.serviceId);
  // An unknown service answers like any missing record (another partner's service included).
  if (serviceId === undefined) throw notFound('Service not found');
  const ori = await findOriByNumber(db, input.oriNumber);
  if (!ori || !ori.active) {
    return { verified: false, oriId: null, oriRequiresPhotograph: false, message: 'ORI not found' };
  }
  if (serviceId === null || !(await oriServesService(db, ori.id, serviceId))) {
    return {
      verified: false,
      oriId: ori.id,
      oriRequiresPhotograph: ori.requiresPhotograph,
      message: 'This ORI does not serve the chosen service',
    };
  }
  return { verified: true, oriId: ori.id, oriRequiresPhotograph: ori.requiresPhotograph, message: null };
}

/** The Transaction Detail step's ORI check, before a transaction exists (it changes nothing). */
export async function oriRoutes(app: FastifyInstance, context: { db: Db }) {
  contractRoute<OriVerifyInput>(
    app,
    'POST',
    '/partner/v1/biometrics/verify',
    async (request, _reply, access) => ({
      data: await verifyOri(context.db, access.scope, request.body),
    }),
  );
}
