import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { deliveries } from '../db/schema';
import { ApiFailure, badRequest, ERROR_CODES } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import { searchRows } from '../search/search-rows';
import { sortTable } from '../search/sort-table';
import { textMatch } from '../search/search-filters';
import type { DeliveryService } from './delivery-service';

interface DeliverySearch {
  pageNumber?: number;
  pageSize?: number;
  status?: 'queued' | 'sent' | 'retrying' | 'failed';
  channel?: 'email' | 'sms' | 'sftp';
  search?: string;
  sortBy?: 'createdOn' | 'recipient' | 'status';
  sortOrder?: 'ASC' | 'DESC';
}

type DeliveryRow = typeof deliveries.$inferSelect;

/** A delivery as staff see it: never the body, which may hold a password-reset link. */
export function deliveryView(row: DeliveryRow) {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    messageId: row.messageId,
    partnerId: row.partnerId,
    createdOn: row.createdAt.toISOString(),
    updatedOn: row.updatedAt.toISOString(),
    sentOn: row.sentAt?.toISOString() ?? null,
  };
}

const DELIVERY_SORT = sortTable(
  { createdOn: deliveries.createdAt, recipient: deliveries.recipient, status: deliveries.status },
  { fallback: 'createdOn', defaultOrder: 'DESC' },
);

/** Lists the deliveries of one scope (null: every delivery, for system administrators). */
export async function searchDeliveries(db: Db, partnerId: string | null, search: DeliverySearch) {
  const { status, channel } = search;
  const conditions: SQL[] = [];
  if (partnerId !== null) conditions.push(eq(deliveries.partnerId, partnerId));
  if (status) conditions.push(eq(deliveries.status, status));
  if (channel) conditions.push(eq(deliveries.channel, channel));
  const match = textMatch(search.search, [deliveries.recipient, deliveries.subject]);
  if (match) conditions.push(match);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  return searchRows(
    db,
    deliveries,
    search,
    {
      where,
      orderBy: [
        ...DELIVERY_SORT.order({ sortField: search.sortBy, sortOrder: search.sortOrder }),
        desc(deliveries.id),
      ],
      defaultPageSize: 20,
    },
    (rows) => rows.map(deliveryView),
  );
}

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
    const [current] = /^[0-9a-f-]{36}$/i.test(id)
      ? await db.select().from(deliveries).where(eq(deliveries.id, id))
      : [];
    if (!current) throw deliveryNotFound();
    if (current.status === 'sent') throw badRequest('This delivery was sent already', 'id');
    if (!(await service.retry(id, null))) throw deliveryNotFound();
    const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id));
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
