import { biometricStatusChange, isBiometricStatus, type BiometricStatus } from '@ridgeline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withFiles } from '../files/file-store';
import { badRequest } from '../http/api-failure';
import { contractRoute, type TenantScope } from '../http/contract-route';
import { revealSsn } from '../ssn/ssn-vault';
import type { BiometricInput } from './biometric-form';
import {
  findTransaction,
  insertTransaction,
  searchTransactions,
  updateTransaction,
  type BiometricSearch,
} from './biometric-repository';
import type { BiometricsContext } from './biometrics.routes';
import { auditSnapshot, requireTransaction, transactionNotFound } from './transaction-access';
import { transactionValues } from './transaction-input';
import { transactionOut } from './transaction-out';

/** Room for a photo and two signatures as data URLs (1.4 MB each in the contract). */
const FORM_BODY_LIMIT = 6 * 1024 * 1024;

/** The transaction itself: the list, create, the capture steps' saves, the detail and the SSN reveal. */
export async function transactionRoutes(app: FastifyInstance, context: BiometricsContext) {
  const { db } = context;
  const outContext = { db, secret: context.secret, now: context.now, secretBox: context.secretBox };

  async function save(request: FastifyRequest, scope: TenantScope, id: string, input: BiometricInput) {
    return withFiles(db, context.blobs, async (tx, files) => {
      const existing = await requireTransaction(tx, scope, id, true);
      const values = await transactionValues(context, tx, scope, input, existing, files);
      if (input.status !== undefined && input.status !== existing.status) {
        if (!isBiometricStatus(input.status)) throw badRequest('status is not a biometric status');
        const change = biometricStatusChange(existing.status as BiometricStatus, input.status, 'manual');
        if (!change.ok) throw badRequest(change.message, `status: ${existing.status} to ${input.status}`);
        values.status = input.status;
      }
      const after = await updateTransaction(tx, scope, existing.id, values, context.now());
      if (!after) throw transactionNotFound();
      await request.audit(
        {
          action:
            after.status !== existing.status ? 'BIOMETRIC_STATUS_CHANGED' : 'BIOMETRIC_TRANSACTION_UPDATED',
          entityId: after.id,
          before: auditSnapshot(existing),
          after: auditSnapshot(after),
          at: context.now(),
        },
        tx,
      );
      return after.id;
    });
  }

  contractRoute<BiometricSearch>(
    app,
    'POST',
    '/partner/v1/biometrics/search',
    async (request, _reply, access) => searchTransactions(db, access.scope, request.body, context.secretBox),
  );

  contractRoute<BiometricInput>(
    app,
    'POST',
    '/partner/v1/biometrics',
    async (request, _reply, access) => {
      const scope = access.scope;
      const input = request.body;
      if (input.status !== undefined && input.status !== 'IN_PROGRESS') {
        throw badRequest('status of a new transaction is IN_PROGRESS', 'A capture starts in progress');
      }
      const id = await withFiles(db, context.blobs, async (tx, files) => {
        const values = await transactionValues(context, tx, scope, input, null, files);
        const row = await insertTransaction(tx, scope, { ...values, status: 'IN_PROGRESS' }, context.now());
        await access.audit(
          {
            action: 'BIOMETRIC_TRANSACTION_CREATED',
            entityId: row.id,
            before: null,
            after: auditSnapshot(row),
            at: context.now(),
          },
          tx,
        );
        return row.id;
      });
      return { data: { id }, message: 'Transaction created successfully' };
    },
    { bodyLimit: FORM_BODY_LIMIT },
  );

  // The same save under two paths: the transaction-detail step's and the applicant step's.
  for (const [path, message] of [
    ['/partner/v1/biometrics/{id}', 'Transaction updated successfully'],
    ['/partner/v1/biometrics/applicant/{id}', 'Applicant saved successfully'],
  ] as const) {
    contractRoute<BiometricInput, { id: string }>(
      app,
      'PUT',
      path,
      async (request, _reply, access) => {
        const id = await save(request, access.scope, request.params.id, request.body);
        return { data: { id }, message };
      },
      { bodyLimit: FORM_BODY_LIMIT },
    );
  }

  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/biometrics/{id}',
    async (request, _reply, access) => {
      const row = await requireTransaction(db, access.scope, request.params.id);
      return { data: await transactionOut(outContext, access.scope, row) };
    },
  );

  contractRoute<unknown, { id: string }, { reason: string }>(
    app,
    'GET',
    '/partner/v1/biometrics/security-detail/{id}',
    async (request, _reply, access) => ({
      data: await revealSsn({
        db,
        box: context.secretBox,
        request: request as FastifyRequest,
        permissions: access.permissions,
        recordPermission: 'biometrics:detail',
        reason: request.query.reason,
        entityType: 'biometric_transaction',
        find: () => findTransaction(db, access.scope, request.params.id),
        notFound: transactionNotFound,
        at: context.now(),
      }),
    }),
  );
}
