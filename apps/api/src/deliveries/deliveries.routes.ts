import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { deliveries } from '../db/schema';
import { ApiFailure, badRequest, ERROR_CODES } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
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

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const SORT_COLUMNS = {
  createdOn: deliveries.createdAt,
  recipient: deliveries.recipient,
  status: deliveries.status,
} as const;

/** Lists the deliveries of one scope (null: every delivery, for system administrators). */
export async function searchDeliveries(db: Db, partnerId: string | null, search: DeliverySearch) {
  const { pageNumber = 1, pageSize = 20, status, channel, sortBy = 'createdOn', sortOrder = 'DESC' } = search;
  const conditions: SQL[] = [];
  if (partnerId !== null) conditions.push(eq(deliveries.partnerId, partnerId));
  if (status) conditions.push(eq(deliveries.status, status));
  if (channel) conditions.push(eq(deliveries.channel, channel));
  const text = search.search?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    conditions.push(or(ilike(deliveries.recipient, pattern), ilike(deliveries.subject, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(deliveries)
    .where(where);
  const order = sortOrder === 'ASC' ? asc : desc;
  const rows = await db
    .select()
    .from(deliveries)
    .where(where)
    .orderBy(order(SORT_COLUMNS[sortBy]), desc(deliveries.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  return {
    data: rows.map(deliveryView),
    totalRecords: total?.n ?? 0,
    limit: pageSize,
    currentPage: pageNumber,
  };
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
    return { data: deliveryView(row!), message: 'Delivery queued again' };
  });
}
