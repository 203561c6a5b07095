import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TenantContext } from '../files/tenant-context';
import { badRequest, notFound } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import { saveUniqueRow } from '../http/save-unique-row';
import {
  findPaymentMode,
  findPaymentModeByCode,
  listPaymentModes,
  paymentModeOut,
  searchTerms,
  writePaymentMode,
  type PaymentModeInput,
  type TermsSearch,
} from './payment-mode-repository';

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
    const saved = await saveUniqueRow(db, request, context.now, {
      id,
      find: findPaymentMode,
      holder: (tx) => findPaymentModeByCode(tx, values.code),
      write: (tx, rowId) => writePaymentMode(tx, rowId, values),
      recorded: (_tx, row) => row,
      notFound: () => notFound('Payment mode not found'),
      taken: codeTaken,
      actions: { created: 'PAYMENT_MODE_CREATED', updated: 'PAYMENT_MODE_UPDATED' },
    });
    return paymentModeOut(saved.row);
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
