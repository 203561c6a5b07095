import type { FastifyInstance } from 'fastify';
import { findTransaction } from '../biometrics/biometric-repository';
import type { EftContext } from '../eft';
import { fileDownload } from '../files/file-download';
import { storeFile } from '../files/file-store';
import { signedFileUrl } from '../files/file-urls';
import type { TenantContext } from '../files/tenant-context';
import { notFound } from '../http/api-failure';
import { fileFingerprint } from '../http/contract-audit';
import { contractRoute, type TenantScope } from '../http/contract-route';
import type { SecretBox } from '../secrets/secret-box';
import { resolvePrinterBarcode } from './printer-barcode';
import { renderFd258Card, renderIdentityHistorySummary } from './renderers';
import { cardOfTransaction } from './transaction-card';

export interface TransactionDocumentsContext extends TenantContext {
  secretBox: SecretBox;
}

/**
 * The documents of a biometric transaction: the FD-258 card as PDF (the PRN file for the card printer, and with its
 * boxes on plain paper as the application form), and the identity-history-summary PDF, downloaded or generated.
 */
export async function transactionDocumentsRoutes(app: FastifyInstance, context: TransactionDocumentsContext) {
  const { db } = context;
  const cardContext: EftContext = {
    db,
    blobs: context.blobs,
    secretBox: context.secretBox,
    now: context.now,
  };

  async function cardOf(scope: TenantScope, id: string) {
    const row = await findTransaction(db, scope, id);
    if (!row) throw notFound('Transaction not found');
    const barcode = await resolvePrinterBarcode(db, scope);
    return { row, barcode, card: await cardOfTransaction(cardContext, scope, row, barcode) };
  }

  // The card for the card printer (PRN), and with its boxes on plain paper as the application form.
  for (const [path, outlines, type, nameOf] of [
    [
      '/partner/v1/biometrics/get-prn-file/{id}',
      false,
      'application/octet-stream',
      (tcn: string) => `${tcn}.prn`,
    ],
    [
      '/partner/v1/biometrics/application-form/{id}',
      true,
      'application/pdf',
      (tcn: string) => `FD-258-${tcn}.pdf`,
    ],
  ] as const) {
    contractRoute<unknown, { id: string }>(app, 'GET', path, async (request, reply, access) => {
      const { row, card } = await cardOf(access.scope, request.params.id);
      const pdf = await renderFd258Card({ ...card, outlines, generatedOn: context.now() });
      return fileDownload(reply, type, nameOf(row.transactionControlNumber ?? row.id), pdf);
    });
  }

  async function summaryPdf(scope: TenantScope, id: string) {
    const { row, barcode, card } = await cardOf(scope, id);
    return {
      row,
      name: `identity-history-summary-${row.transactionControlNumber ?? row.id}.pdf`,
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
      const { name, pdf } = await summaryPdf(access.scope, request.params.id);
      return fileDownload(reply, 'application/pdf', name, pdf);
    },
  );

  contractRoute<unknown, { id: string }>(
    app,
    'POST',
    '/partner/v1/biometrics/identity-history-summary/{id}',
    async (request, _reply, access) => {
      const scope = access.scope;
      const { row, name, pdf } = await summaryPdf(scope, request.params.id);
      const file = await storeFile(db, context.blobs, {
        partnerId: scope.partnerId,
        purpose: 'private',
        bytes: pdf,
        contentType: 'application/pdf',
      });
      const now = context.now();
      // The PDF holds the applicant's details: the trail keeps its name and SHA-256, never its bytes.
      await access.audit({
        entityId: row.id,
        before: null,
        after: { fileId: file.id, pdf: fileFingerprint(name, pdf) },
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
