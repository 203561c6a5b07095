import { withServiceNumericDefaults } from '@ridgeline/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { groupServices, partnerServices } from '../db/schema';
import { storeBrandingImage, withFiles, type CheckedUpload } from '../files/file-store';
import type { TenantContext } from '../files/tenant-context';
import { badRequest, notFound } from '../http/api-failure';
import { findPartner } from '../partners/partner-repository';
import { findPartnerService, findService, type PartnerServiceRow } from './service-repository';

/** The contract's PartnerServiceInput as it arrives (blank numbers may be missing or null). */
export interface PartnerServiceInput {
  serviceId?: string | null;
  partnerId?: string;
  displayName: string;
  description?: string | null;
  serviceType: 'APPOINTMENT' | 'BIOMETRIC';
  rate: number;
  quantityOfFingerPrintCard?: number | null;
  taxPercentage?: number | null;
  centralCommission?: number | null;
  additionalCostPerFingerPrintCard?: number | null;
  twoFactorAuthentication?: boolean;
  active: boolean;
  fingerPrintCardService?: boolean;
  /** True soft-deletes the service (see savePartnerService). */
  deleted?: boolean;
}

export const partnerServiceNotFound = () => notFound('Service not found');

/** Columns of a partner service from its input; blank numeric fields become 0 (spec §5). */
function columnsOf(input: PartnerServiceInput) {
  const numbers = withServiceNumericDefaults(input);
  return {
    displayName: input.displayName.trim(),
    description: input.description ?? null,
    serviceType: input.serviceType,
    rate: input.rate,
    quantityOfFingerPrintCard: numbers.quantityOfFingerPrintCard,
    taxPercentage: numbers.taxPercentage,
    centralCommission: numbers.centralCommission,
    additionalCostPerFingerPrintCard: numbers.additionalCostPerFingerPrintCard,
    twoFactorAuthentication: input.twoFactorAuthentication ?? false,
    fingerPrintCardService: input.fingerPrintCardService ?? false,
    active: input.active,
  };
}

export interface PartnerServiceWrite {
  partnerId: string;
  /** The service to modify; null creates one. */
  id: string | null;
  input: PartnerServiceInput;
  image?: CheckedUpload;
}

/**
 * Creates or modifies a partner service (and stores its image) in one transaction with its audit record. A
 * `serviceId` must name a catalogue service; left out on a modify, the service keeps the one it has.
 * `deleted: true` on a modify is the soft delete: the service leaves searches, selectable lists and its groups,
 * and stays readable by id for what already used it (appointments, transactions); it cannot be modified again.
 */
export async function savePartnerService(
  context: TenantContext,
  request: FastifyRequest,
  write: PartnerServiceWrite,
): Promise<PartnerServiceRow> {
  return withFiles(context.db, context.blobs, async (tx, files) => {
    const existing = write.id ? await findPartnerService(tx, write, write.id) : undefined;
    if (write.id && (!existing || existing.deleted)) throw partnerServiceNotFound();
    const serviceId =
      write.input.serviceId === undefined ? (existing?.serviceId ?? null) : write.input.serviceId;
    if (serviceId && !(await findService(tx, serviceId))) {
      throw badRequest('serviceId names no catalogue service');
    }
    let serviceImage: string | undefined;
    if (write.image) {
      serviceImage = await storeBrandingImage(files, write.partnerId, write.image);
    }
    const deleting = Boolean(existing && write.input.deleted);
    const values = {
      ...columnsOf(write.input),
      serviceId,
      ...(serviceImage ? { serviceImage } : {}),
      ...(deleting ? { deleted: true, active: false } : {}),
    };
    const [row] = existing
      ? await tx
          .update(partnerServices)
          .set({ ...values, updatedAt: context.now() })
          .where(and(eq(partnerServices.id, existing.id), eq(partnerServices.partnerId, write.partnerId)))
          .returning()
      : await tx
          .insert(partnerServices)
          .values({ ...values, partnerId: write.partnerId })
          .returning();
    if (!row) throw new Error('partner service write returned no row');
    if (deleting) {
      await tx
        .delete(groupServices)
        .where(and(eq(groupServices.partnerId, write.partnerId), eq(groupServices.partnerServiceId, row.id)));
    }
    await request.audit(
      {
        action: deleting ? 'SERVICE_DELETED' : existing ? 'SERVICE_UPDATED' : 'SERVICE_CREATED',
        entityId: row.id,
        partnerId: write.partnerId,
        before: existing ?? null,
        after: row,
        at: context.now(),
      },
      tx,
    );
    return row;
  });
}

/** The system area names the partner in the body; it must exist. */
export async function requirePartner(db: Db, partnerId: string | undefined): Promise<string> {
  if (!partnerId) throw badRequest('partnerId is a required field');
  const row = await findPartner(db, partnerId);
  if (!row) throw badRequest('partnerId names no partner');
  return row.id;
}
