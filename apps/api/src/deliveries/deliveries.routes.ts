import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { ApiFailure, badRequest, ERROR_CODES } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import { deliveryView, findDelivery, searchDeliveries, type DeliverySearch } from './delivery-repository';
import type { DeliveryService } from './delivery-service';

export const deliveryNotFound = () => new ApiFailure(404, ERROR_CODES.notFound, 'Delivery not found');

export async function systemDeliveriesRoutes(
  app: FastifyInstance,
  { db, deliveries: service }: { db: Db; deliveries: DeliveryService },
) {
  contractRoute<DeliverySearch>(app, 'POST', '/system/v1/deliveries/search', async (request) =>
    searchDeliveries(db, null, request.body),
  );

  contractRoute<unknown, { id: string }>(app, 'POST', '/system/v1/deliveries/{id}/retry', async (request) => {
    const { id } = request.params;
    const current = await findDelivery(db, id);
    if (!current) throw deliveryNotFound();
    if (current.status === 'sent') throw badRequest('This delivery was sent already', 'id');
    if (!(await service.retry(id, null))) throw deliveryNotFound();
    const row = await findDelivery(db, id);
    if (!row) throw deliveryNotFound();
    // The view only (never the sealed body); in the trail of the partner the message belongs to, if any.
    await request.audit({
      entityId: current.id,
      partnerId: current.partnerId,
      before: deliveryView(current),
      after: deliveryView(row),
    });
    return { data: deliveryView(row), message: 'Delivery queued again' };
  });
}
