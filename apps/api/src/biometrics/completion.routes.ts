import { biometricStatusChange, missingImpressions, type BiometricStatus } from '@ridgeline/domain';
import type { FastifyInstance } from 'fastify';
import type { CompletionValue } from '../db/schema/biometrics';
import { storeTransactionEft, type EftContext } from '../eft';
import { withFiles } from '../files/file-store';
import { badRequest } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import {
  findOpenRecapture,
  fingerprintsOf,
  insertTransaction,
  lockTransaction,
  updateTransaction,
  type FingerprintRow,
  type TransactionRow,
} from './biometric-repository';
import type { BiometricsContext } from './biometrics.routes';
import { auditSnapshot, requireTransaction, transactionNotFound } from './transaction-access';

type CompletionInput = Omit<CompletionValue, 'completedAt'> & { id: string; status: string };

/** What a capture still lacks before it can complete (spec §3), in words; empty when it is complete. */
function lackingForCompletion(row: TransactionRow, prints: readonly FingerprintRow[]): string[] {
  const lacking: string[] = [];
  if (!row.firstName || !row.lastName) lacking.push('the applicant name');
  if (row.recaptureReferenceId) {
    if (prints.length === 0) lacking.push('at least one recaptured print');
  } else {
    const missing = missingImpressions(
      prints.map((print) => print.code),
      row.annotations,
    );
    if (missing.length > 0) lacking.push(`prints of ${missing.join(', ')}`);
  }
  if (row.form['oriRequiresPhotograph'] === true && !row.photoFileId) lacking.push('the photograph');
  if (!row.applicantSignatureFileId) lacking.push("the applicant's signature");
  if (!row.officerSignatureFileId) lacking.push("the officer's signature");
  return lacking;
}

/** A capture's end: completion (with its EFT file, the pipeline's build, validate and store) and recapture. */
export async function completionRoutes(app: FastifyInstance, context: BiometricsContext) {
  const { db } = context;
  const eftContext: EftContext = { db, blobs: context.blobs, secretBox: context.secretBox, now: context.now };

  contractRoute<CompletionInput>(
    app,
    'PUT',
    '/partner/v1/biometrics/complete',
    async (request, _reply, access) => {
      const scope = access.scope;
      const { id: _id, status, generateEft, ...printer } = request.body;
      if (status !== 'COMPLETED') throw badRequest('status must be COMPLETED to complete a capture');
      const id = await withFiles(db, context.blobs, async (tx, files) => {
        const row = await requireTransaction(tx, scope, request.body.id, true);
        const change = biometricStatusChange(row.status as BiometricStatus, 'COMPLETED', 'completion');
        if (!change.ok) throw badRequest('This transaction is already completed', `status: ${row.status}`);
        const lacking = lackingForCompletion(row, await fingerprintsOf(tx, scope, row.id));
        if (lacking.length > 0) {
          throw badRequest(
            `The capture is not complete: it lacks ${lacking.join('; ')}`,
            'status: COMPLETED',
          );
        }
        const completion: CompletionValue = {
          ...printer,
          generateEft,
          completedAt: context.now().toISOString(),
        };
        const after = await updateTransaction(
          tx,
          scope,
          row.id,
          { status: 'COMPLETED', completion, generateEft },
          context.now(),
        );
        if (!after) throw transactionNotFound();
        // Built and checked before the completion commits: a rule failure is the operator's 400 (issue 17).
        if (generateEft) await storeTransactionEft(eftContext, tx, files, scope, after);
        await access.audit(
          {
            action: 'BIOMETRIC_TRANSACTION_COMPLETED',
            entityId: row.id,
            before: { status: row.status },
            after: { status: after.status, generateEft },
            at: context.now(),
          },
          tx,
        );
        const parent = row.recaptureReferenceId
          ? await lockTransaction(tx, scope, row.recaptureReferenceId)
          : undefined;
        if (parent && biometricStatusChange(parent.status as BiometricStatus, 'RECAPTURED', 'recapture').ok) {
          await updateTransaction(tx, scope, parent.id, { status: 'RECAPTURED' }, context.now());
          await access.audit(
            {
              action: 'BIOMETRIC_STATUS_CHANGED',
              entityId: parent.id,
              before: { status: parent.status },
              after: { status: 'RECAPTURED' },
              details: { recapture: row.id },
              at: context.now(),
            },
            tx,
          );
        }
        return row.id;
      });
      return { data: { id }, message: 'Transaction completed successfully' };
    },
  );

  contractRoute<{ recaptureReferenceId: string }>(
    app,
    'POST',
    '/partner/v1/biometrics/recapture-reference',
    async (request, _reply, access) => {
      const scope = access.scope;
      const id = await db.transaction(async (tx) => {
        const parent = await requireTransaction(tx, scope, request.body.recaptureReferenceId, true);
        if (parent.status !== 'REQUEST_FOR_RECAPTURE') {
          throw badRequest(
            'Only a transaction asked for recapture can be recaptured',
            `status: ${parent.status}`,
          );
        }
        // One recapture at a time: an open one is resumed rather than doubled.
        const open = await findOpenRecapture(tx, scope, parent.id);
        if (open) {
          access.audit.unchanged('an open recapture is resumed, not started again');
          return open.id;
        }
        const row = await insertTransaction(
          tx,
          scope,
          {
            locationId: scope.locationId ?? parent.locationId,
            status: 'IN_PROGRESS',
            firstName: parent.firstName,
            lastName: parent.lastName,
            email: parent.email,
            residentStatus: parent.residentStatus,
            serviceId: parent.serviceId,
            partnerServiceId: parent.partnerServiceId,
            locationServiceId: parent.locationServiceId,
            oriId: parent.oriId,
            appointmentId: parent.appointmentId,
            recaptureReferenceId: parent.id,
            form: parent.form,
            ssnSealed: parent.ssnSealed,
            ssnLastFour: parent.ssnLastFour,
            photoFileId: parent.photoFileId,
          },
          context.now(),
        );
        await access.audit(
          {
            action: 'BIOMETRIC_RECAPTURE_STARTED',
            entityId: row.id,
            before: null,
            after: auditSnapshot(row),
            details: { recaptureReferenceId: parent.id },
            at: context.now(),
          },
          tx,
        );
        return row.id;
      });
      return { data: { id }, message: 'Recapture started' };
    },
  );
}
