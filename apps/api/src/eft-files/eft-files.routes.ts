import type { FastifyInstance } from 'fastify';
import { findTransaction, lockTransaction } from '../biometrics/biometric-repository';
import { fileBytes } from '../files/file-store';
import { fileDownload } from '../files/file-download';
import type { TenantContext } from '../files/tenant-context';
import { notFound } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import { eftFileName, queueEft, recordTransferOutcomes, transfersOf } from '../eft';

const transactionNotFound = () => notFound('Transaction not found');

/**
 * The EFT file of a biometric transaction: send it (the EFT pipeline's send stage, a channel of the delivery queue),
 * download it, and follow its transfers.
 */
export async function eftFilesRoutes(app: FastifyInstance, context: TenantContext) {
  const { db } = context;
  const sendContext = { blobs: context.blobs, deliveries: app.deliveries, now: context.now };
  recordTransferOutcomes({ ...sendContext, db });

  contractRoute<{ id: string }>(
    app,
    'POST',
    '/partner/v1/biometrics/send-eft',
    async (request, _reply, access) => {
      const scope = access.scope;
      const id = await db.transaction(async (tx) => {
        const row = await lockTransaction(tx, scope, request.body.id);
        if (!row) throw transactionNotFound();
        const { deliveryId, digest } = await queueEft(sendContext, tx, scope, row);
        await access.audit(
          {
            entityId: row.id,
            before: { transmissionResult: row.transmissionResult },
            after: { transmissionResult: 'QUEUED' },
            details: { deliveryId, digest },
            at: context.now(),
          },
          tx,
        );
        return row.id;
      });
      return {
        data: { id, transmissionResult: 'QUEUED' as const },
        message: 'The EFT file is queued for transfer',
      };
    },
  );

  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/biometrics/eft-file/{id}',
    async (request, reply, access) => {
      const row = await findTransaction(db, access.scope, request.params.id);
      if (!row) throw transactionNotFound();
      if (!row.eftFileId) throw notFound('This transaction has no EFT file');
      const stored = await fileBytes(db, context.blobs, row.eftFileId);
      if (!stored) throw notFound('The file is no longer stored');
      return fileDownload(reply, 'application/octet-stream', eftFileName(row), stored.bytes);
    },
  );

  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/biometrics/transmissions/{id}',
    async (request, _reply, access) => {
      const row = await findTransaction(db, access.scope, request.params.id);
      if (!row) throw transactionNotFound();
      return {
        data: {
          id: row.id,
          transmissionResult: row.transmissionResult,
          transmissionError: row.transmissionError,
          transmissions: await transfersOf(db, access.scope, row.id),
        },
      };
    },
  );
}
