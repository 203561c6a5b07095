import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { findById } from '../db/find-row';
import { deliveries } from '../db/schema';
import { searchRows } from '../search/search-rows';
import { sortTable } from '../search/sort-table';
import { textMatch } from '../search/search-filters';

export interface DeliverySearch {
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

/** A delivery by id; undefined for a malformed id as for a missing one. */
export const findDelivery = (db: Db, id: string): Promise<DeliveryRow | undefined> =>
  findById(db, deliveries, id);
