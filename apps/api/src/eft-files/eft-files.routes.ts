import { destinationInForce } from '../delivery-settings/delivery-settings.repository';
import { createHash } from 'node:crypto';
import { biometricStatusChange, type BarcodeType, type BiometricStatus } from '@ridgeline/domain';
import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findTransaction, lockTransaction, type TransactionRow } from '../biometrics/biometric-repository';
import type { Db } from '../db/database';
import { biometricTransactions, deliveries, files } from '../db/schema';
import { renderFd258Card, renderIdentityHistorySummary } from '../documents/renderers';
import { storeFile } from '../files/file-store';
import { signedFileUrl } from '../files/file-urls';
import type { TenantContext } from '../files/tenant-context';
import { badRequest, notFound } from '../http/api-failure';
import { fileFingerprint } from '../http/contract-audit';
import { contractRoute, type TenantScope } from '../http/contract-route';
import type { SecretBox } from '../secrets/secret-box';
import { resolvePrinterBarcode } from './printer-barcode';
import { cardOfTransaction } from './transaction-card';
import type { EftContext } from './transaction-eft';
import { transmissionResultOf } from './transmission-result';

export interface EftFilesContext extends TenantContext {
  secretBox: SecretBox;
}

const transactionNotFound = () => notFound('Transaction not found');

/** Statuses whose EFT file may be sent: a completed record, reviewed or not; a failed send may be sent again. */
const SENDABLE: readonly string[] = ['COMPLETED', 'IN_REVIEW'];

/**
 * The EFT file and the documents of a biometric transaction: send the EFT over SFTP (the delivery queue's sftp
 * channel), download it, and the FD-258 card as PDF (the PRN file for the card printer, and with its boxes on plain
 * paper as the application form), plus the identity-history-summary PDF.
 */
export async function eftFilesRoutes(app: FastifyInstance, context: EftFilesContext) {
  const { db } = context;
  const eftContext: EftContext = { db, blobs: context.blobs, secretBox: context.secretBox, now: context.now };

  // The queue reports back outside any request: the transaction learns its transfer's outcome here.
  app.deliveries.onFileSent(async ({ subjectId }) => {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(biometricTransactions)
        .where(eq(biometricTransactions.id, subjectId))
        .for('update');
      if (!row) return;
      const toSent = biometricStatusChange(row.status as BiometricStatus, 'SENT_TO_FBI', 'transfer').ok;
      await tx
        .update(biometricTransactions)
        .set({
          transmissionResult: transmissionResultOf('sent'),
          transmissionError: null,
          ...(toSent ? { status: 'SENT_TO_FBI' } : {}),
          updatedAt: context.now(),
        })
        .where(eq(biometricTransactions.id, row.id));
    });
  });
  app.deliveries.onFileFailed(async ({ subjectId, error, final }) => {
    await db
      .update(biometricTransactions)
      .set({
        transmissionResult: transmissionResultOf(final ? 'failed' : 'retrying'),
        transmissionError: error,
        updatedAt: context.now(),
      })
      .where(eq(biometricTransactions.id, subjectId));
  });

  async function transactionOr404(scope: TenantScope, id: string): Promise<TransactionRow> {
    const row = await findTransaction(db, scope, id);
    if (!row) throw transactionNotFound();
    return row;
  }

  async function fileBytes(fileId: string) {
    const [file] = await db.select().from(files).where(eq(files.id, fileId));
    const blob = file ? await context.blobs.get(file.blobKey) : null;
    if (!file || !blob) throw notFound('The file is no longer stored');
    return { file, bytes: blob.bytes };
  }

  const download = (reply: FastifyReply, type: string, name: string, bytes: Uint8Array) =>
    reply
      .header('content-disposition', `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
      .header('cache-control', 'no-store')
      .type(type)
      .send(Buffer.from(bytes));

  contractRoute<{ id: string }>(
    app,
    'POST',
    '/partner/v1/biometrics/send-eft',
    async (request, _reply, access) => {
      const scope = access.scope;
      const result = await db.transaction(async (tx: Db) => {
        const row = await lockTransaction(tx, scope, request.body.id);
        if (!row) throw transactionNotFound();
        if (!row.eftFileId) {
          throw badRequest('This transaction has no EFT file: complete it with Generate EFT first', 'id');
        }
        if (!SENDABLE.includes(row.status)) {
          throw badRequest(`An EFT file is sent from a completed transaction, not from ${row.status}`, 'id');
        }
        // Nowhere to send it is a setting to fix, not a delivery to retry: refused before anything is queued.
        const destination = await destinationInForce(tx, 'sftp', [
          ...(row.locationId
            ? [{ level: 'location' as const, partnerId: scope.partnerId, locationId: row.locationId }]
            : []),
          { level: 'partner', partnerId: scope.partnerId },
          { level: 'system' },
        ]);
        if (!destination) {
          throw badRequest(
            'No EFT SFTP server is set up and enabled for this location: set its host under Settings, EFT SFTP server',
            'eftSftp.host',
          );
        }
        const { file, bytes } = await fileBytes(row.eftFileId);
        const digest = createHash('sha256').update(bytes).digest('hex');
        const queued = await app.deliveries.enqueueFile({
          partnerId: scope.partnerId,
          locationId: row.locationId,
          subjectId: row.id,
          fileName: `${row.transactionControlNumber ?? row.id}.eft`,
          blobKey: file.blobKey,
          digest,
        });
        if (!queued.created) {
          // The same file was queued before: send it again only if that attempt failed for good.
          const [previous] = await tx
            .select({ status: deliveries.status })
            .from(deliveries)
            .where(and(eq(deliveries.id, queued.id)));
          if (previous?.status === 'sent') {
            throw badRequest('This EFT file has already been transmitted', 'id');
          }
          if (previous?.status === 'failed') await app.deliveries.retry(queued.id, scope.partnerId);
        }
        await tx
          .update(biometricTransactions)
          .set({
            transmissionResult: transmissionResultOf('queued'),
            transmissionError: null,
            updatedAt: context.now(),
          })
          .where(eq(biometricTransactions.id, row.id));
        await request.audit(
          {
            entityId: row.id,
            before: { transmissionResult: row.transmissionResult },
            after: { transmissionResult: 'QUEUED' },
            details: { deliveryId: queued.id, digest },
            at: context.now(),
          },
          tx,
        );
        return { id: row.id };
      });
      return {
        data: { id: result.id, transmissionResult: 'QUEUED' as const },
        message: 'The EFT file is queued for transfer',
      };
    },
  );

  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/biometrics/eft-file/{id}',
    async (request, reply, access) => {
      const row = await transactionOr404(access.scope, request.params.id);
      if (!row.eftFileId) throw notFound('This transaction has no EFT file');
      const { bytes } = await fileBytes(row.eftFileId);
      return download(
        reply,
        'application/octet-stream',
        `${row.transactionControlNumber ?? row.id}.eft`,
        bytes,
      );
    },
  );

  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/biometrics/transmissions/{id}',
    async (request, _reply, access) => {
      const row = await transactionOr404(access.scope, request.params.id);
      // Each distinct EFT file of the transaction is one delivery (idempotent by transaction and digest).
      const transfers = await db
        .select()
        .from(deliveries)
        .where(
          and(
            eq(deliveries.partnerId, access.scope.partnerId),
            eq(deliveries.channel, 'sftp'),
            like(deliveries.idempotencyKey, `sftp:${row.id}:%`),
          ),
        )
        .orderBy(desc(deliveries.createdAt))
        .limit(100);
      return {
        data: {
          id: row.id,
          transmissionResult: row.transmissionResult,
          transmissionError: row.transmissionError,
          transmissions: transfers.map((transfer) => ({
            id: transfer.id,
            fileName: transfer.recipient,
            status: transfer.status,
            transmissionResult: transmissionResultOf(transfer.status),
            attempts: transfer.attempts,
            lastError: transfer.lastError,
            createdOn: transfer.createdAt.toISOString(),
            updatedOn: transfer.updatedAt.toISOString(),
            sentOn: transfer.sentAt?.toISOString() ?? null,
          })),
        },
      };
    },
  );

  async function cardPdf(scope: TenantScope, id: string, outlines: boolean) {
    const row = await transactionOr404(scope, id);
    const barcode: BarcodeType = await resolvePrinterBarcode(db, scope);
    const card = await cardOfTransaction(eftContext, scope, row, barcode);
    return { row, pdf: await renderFd258Card({ ...card, outlines, generatedOn: context.now() }) };
  }

  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/biometrics/get-prn-file/{id}',
    async (request, reply, access) => {
      const { row, pdf } = await cardPdf(access.scope, request.params.id, false);
      return download(
        reply,
        'application/octet-stream',
        `${row.transactionControlNumber ?? row.id}.prn`,
        pdf,
      );
    },
  );

  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/biometrics/application-form/{id}',
    async (request, reply, access) => {
      const { row, pdf } = await cardPdf(access.scope, request.params.id, true);
      return download(reply, 'application/pdf', `FD-258-${row.transactionControlNumber ?? row.id}.pdf`, pdf);
    },
  );

  async function summaryPdf(scope: TenantScope, id: string) {
    const row = await transactionOr404(scope, id);
    const barcode = await resolvePrinterBarcode(db, scope);
    const card = await cardOfTransaction(eftContext, scope, row, barcode);
    return {
      row,
      pdf: await renderIdentityHistorySummary({
        title: 'Identity History Summary Request',
        name: `${row.lastName.toUpperCase()}, ${[card.applicant.firstName, card.applicant.middleName].filter(Boolean).join(' ')}`,
        ssnLastFour: row.ssnLastFour ?? undefined,
        controlNumber: card.controlNumber,
        controlNumberLabel: 'Transaction control number',
        barcodeType: barcode,
        lines: [
          ['Date of birth', card.applicant.dateOfBirth],
          ['Place of birth', card.applicant.placeOfBirth],
          ['Residence', card.applicant.residence ?? ''],
          ['Status', row.status],
          ['Transmission', row.transmissionResult ?? 'Not sent'],
          ['Fingerprinted on', card.dateFingerprinted],
          ['ORI', card.originatingAgency],
          ['Reason fingerprinted', card.reasonFingerprinted],
        ],
        prints: card.prints,
        missingFingers: card.missingFingers,
        generatedOn: context.now(),
      }),
    };
  }

  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/biometrics/identity-history-summary/{id}',
    async (request, reply, access) => {
      const { row, pdf } = await summaryPdf(access.scope, request.params.id);
      return download(
        reply,
        'application/pdf',
        `identity-history-summary-${row.transactionControlNumber ?? row.id}.pdf`,
        pdf,
      );
    },
  );

  contractRoute<unknown, { id: string }>(
    app,
    'POST',
    '/partner/v1/biometrics/identity-history-summary/{id}',
    async (request, _reply, access) => {
      const scope = access.scope;
      const { row, pdf } = await summaryPdf(scope, request.params.id);
      const file = await storeFile(db, context.blobs, {
        partnerId: scope.partnerId,
        purpose: 'private',
        upload: { bytes: Buffer.from(pdf), mimeType: 'application/pdf' },
      });
      const now = context.now();
      // The PDF holds the applicant's details: the trail keeps its name and SHA-256, never its bytes.
      await access.audit({
        entityId: row.id,
        before: null,
        after: {
          fileId: file.id,
          pdf: fileFingerprint(`identity-history-summary-${row.transactionControlNumber ?? row.id}.pdf`, pdf),
        },
        at: now,
      });
      return {
        data: {
          id: file.id,
          url: signedFileUrl(context.secret, file.id, now),
          generatedOn: now.toISOString(),
        },
        message: 'Identity history summary generated',
      };
    },
  );
}
