import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { paymentModes, termsAndConditions } from '../db/schema';
import type { TenantContext } from '../files/tenant-context';
import { isUniqueViolation } from '../files/unique-violation';
import { badRequest, notFound } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import { searchRows } from '../search/search-rows';
import { sortTable } from '../search/sort-table';
import { equalsWhenGiven, textMatch } from '../search/search-filters';

type PaymentModeRow = typeof paymentModes.$inferSelect;
type TermsRow = typeof termsAndConditions.$inferSelect;

interface PaymentModeInput {
  code: string;
  title: string;
  integrationType?: string | null;
  active: boolean;
}

interface TermsSearch {
  pageNumber?: number;
  pageSize?: number;
  searchParameter?: string;
  sortField?: string;
  sortOrder?: 'ASC' | 'DESC';
  active?: boolean;
}

function paymentModeOut(row: PaymentModeRow) {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    integrationType: row.integrationType,
    active: row.active,
  };
}

function termsOut(row: TermsRow) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    version: row.version,
    active: row.active,
    createdOn: row.createdAt.toISOString(),
  };
}

async function listPaymentModes(db: Db, activeOnly: boolean) {
  const rows = await db
    .select()
    .from(paymentModes)
    .where(activeOnly ? eq(paymentModes.active, true) : undefined)
    .orderBy(asc(paymentModes.title), asc(paymentModes.id));
  return rows.map(paymentModeOut);
}

// Newest first when sorted by date and no direction is asked for; other fields A to Z.
const TERMS_SORT = sortTable(
  {
    title: termsAndConditions.title,
    version: termsAndConditions.version,
    createdOn: termsAndConditions.createdAt,
  },
  { fallback: 'createdOn', defaultOrder: (field) => (field === 'createdOn' ? 'DESC' : 'ASC') },
);

/** Terms and conditions, newest first unless asked otherwise; the partner area sees the active ones. */
async function searchTerms(db: Db, search: TermsSearch, activeOnly: boolean) {
  const where = and(
    textMatch(search.searchParameter, [termsAndConditions.title]),
    equalsWhenGiven(termsAndConditions.active, activeOnly ? true : search.active),
  );
  return searchRows(
    db,
    termsAndConditions,
    search,
    { where, orderBy: [...TERMS_SORT.order(search), asc(termsAndConditions.id)] },
    (rows) => rows.map(termsOut),
  );
}

const codeTaken = () => badRequest('code is already used by another payment mode');

/** Payment modes (kept by the system, offered to partners when active) and the terms-and-conditions list. */
export async function paymentModesRoutes(app: FastifyInstance, context: TenantContext) {
  const { db } = context;

  contractRoute(app, 'GET', '/system/v1/setting/payment-mode', async () => ({
    data: await listPaymentModes(db, false),
  }));

  contractRoute(app, 'GET', '/partner/v1/setting/partner/payment-mode', async () => ({
    data: await listPaymentModes(db, true),
  }));

  async function save(id: string | null, input: PaymentModeInput, request: FastifyRequest) {
    const values = {
      code: input.code.trim().toUpperCase(),
      title: input.title.trim(),
      integrationType: input.integrationType ?? null,
      active: input.active,
    };
    if (!values.code) throw badRequest('code is a required field');
    if (!values.title) throw badRequest('title is a required field');
    try {
      return await db.transaction(async (tx) => {
        const [existing] = id
          ? await tx
              .select()
              .from(paymentModes)
              .where(sql`${paymentModes.id}::text = ${id}`)
          : [];
        if (id && !existing) throw notFound('Payment mode not found');
        const [clash] = await tx
          .select()
          .from(paymentModes)
          .where(sql`upper(${paymentModes.code}) = ${values.code}`);
        if (clash && clash.id !== existing?.id) throw codeTaken();
        const [row] = existing
          ? await tx.update(paymentModes).set(values).where(eq(paymentModes.id, existing.id)).returning()
          : await tx.insert(paymentModes).values(values).returning();
        if (!row) throw new Error('payment mode write returned no row');
        await request.audit(
          {
            action: existing ? 'PAYMENT_MODE_UPDATED' : 'PAYMENT_MODE_CREATED',
            entityId: row.id,
            partnerId: null,
            before: existing ?? null,
            after: row,
            at: context.now(),
          },
          tx,
        );
        return paymentModeOut(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
  }

  contractRoute<PaymentModeInput>(app, 'POST', '/system/v1/setting/payment-mode', async (request) => ({
    data: await save(null, request.body, request),
    message: 'Payment mode created successfully',
  }));

  contractRoute<PaymentModeInput, { id: string }>(
    app,
    'PUT',
    '/system/v1/setting/payment-mode/{id}',
    async (request) => ({
      data: await save(request.params.id, request.body, request),
      message: 'Payment mode updated successfully',
    }),
  );

  contractRoute<TermsSearch>(app, 'POST', '/system/v1/setting/terms-and-condition/search', async (request) =>
    searchTerms(db, request.body, false),
  );

  contractRoute<TermsSearch>(app, 'POST', '/partner/v1/setting/terms-and-condition/search', async (request) =>
    searchTerms(db, request.body, true),
  );
}
