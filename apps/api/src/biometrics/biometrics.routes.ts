import { randomUUID } from 'node:crypto';
import {
  biometricStatusChange,
  excusedImpressions,
  isBiometricStatus,
  isRolledFingerCode,
  missingFingerCode,
  missingImpressions,
  type BiometricStatus,
  type FingerCode,
} from '@ridgeline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { biometricFingerprints, biometricTransactions, files } from '../db/schema';
import type { CompletionValue, FingerAnnotationValue } from '../db/schema/biometrics';
import { discardBlobs } from '../files/file-store';
import type { TenantContext } from '../files/tenant-context';
import { badRequest, notFound } from '../http/api-failure';
import { fileFingerprint } from '../http/contract-audit';
import { contractRoute, type TenantScope } from '../http/contract-route';
import type { SecretBox } from '../secrets/secret-box';
import type { BiometricInput } from './biometric-form';
import {
  fingerprintsOf,
  findTransaction,
  lockTransaction,
  searchTransactions,
  type BiometricSearch,
  type TransactionRow,
} from './biometric-repository';
import { storeTransactionEft } from '../eft-files/transaction-eft';
import { checkPrint, PrintProblem, type CheckedPrint, type UploadedPrint } from './print-check';
import { transactionValues } from './transaction-input';
import { transactionOut } from './transaction-out';
import { agentRoutes } from './agent-routes';
import { verifyOri, type OriVerifyInput } from './verify-ori';
import { revealSsn, withoutSealedSsn } from '../ssn/ssn-vault';

export interface BiometricsContext extends TenantContext {
  secretBox: SecretBox;
  /** Where browsers reach the device agent (AGENT_URL); the default agent port when absent. */
  agentOrigin?: string;
}

const transactionNotFound = () => notFound('Transaction not found');

/** Room for a photo and two signatures as data URLs (1.4 MB each in the contract). */
const FORM_BODY_LIMIT = 6 * 1024 * 1024;
/** Fourteen impressions, each a WSQ and a bitmap of at most 1.4 MB of base64. */
const PRINTS_BODY_LIMIT = 40 * 1024 * 1024;

type CompletionInput = Omit<CompletionValue, 'completedAt'> & { id: string; status: string };

const auditSnapshot = (row: TransactionRow) => withoutSealedSsn(row);

/** Biometric transactions of the partner area: the list, the capture steps' writes, prints and completion. */
export async function biometricsRoutes(app: FastifyInstance, context: BiometricsContext) {
  const { db } = context;
  const outContext = { db, secret: context.secret, now: context.now };
  const eftContext = { db, blobs: context.blobs, secretBox: context.secretBox, now: context.now };

  async function inTransaction<T>(work: (tx: Db, blobKeys: string[]) => Promise<T>): Promise<T> {
    const blobKeys: string[] = [];
    try {
      return await db.transaction((tx) => work(tx as unknown as Db, blobKeys));
    } catch (error) {
      await discardBlobs(context.blobs, blobKeys);
      throw error;
    }
  }

  async function updateTransaction(
    request: FastifyRequest,
    scope: TenantScope,
    id: string,
    input: BiometricInput,
  ): Promise<string> {
    return inTransaction(async (tx, blobKeys) => {
      const existing = await lockTransaction(tx, scope, id);
      if (!existing) throw transactionNotFound();
      const values = await transactionValues(context, tx, scope, input, existing, blobKeys);
      if (input.status !== undefined && input.status !== existing.status) {
        if (!isBiometricStatus(input.status)) throw badRequest('status is not a biometric status');
        const change = biometricStatusChange(existing.status as BiometricStatus, input.status, 'manual');
        if (!change.ok) throw badRequest(change.message, `status: ${existing.status} to ${input.status}`);
        values.status = input.status;
      }
      const [after] = await tx
        .update(biometricTransactions)
        .set({ ...values, updatedAt: context.now() })
        .where(
          and(
            eq(biometricTransactions.id, existing.id),
            eq(biometricTransactions.partnerId, scope.partnerId),
          ),
        )
        .returning();
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

  await agentRoutes(app, context);

  contractRoute<OriVerifyInput>(
    app,
    'POST',
    '/partner/v1/biometrics/verify',
    async (request, _reply, access) => ({
      data: await verifyOri(db, access.scope, request.body),
    }),
  );

  contractRoute<BiometricSearch>(
    app,
    'POST',
    '/partner/v1/biometrics/search',
    async (request, _reply, access) => searchTransactions(db, access.scope, request.body),
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
      const id = await inTransaction(async (tx, blobKeys) => {
        const values = await transactionValues(context, tx, scope, input, null, blobKeys);
        const [row] = await tx
          .insert(biometricTransactions)
          .values({
            ...values,
            partnerId: scope.partnerId,
            status: 'IN_PROGRESS',
            createdAt: context.now(),
            updatedAt: context.now(),
          })
          .returning();
        if (!row) throw new Error('transaction insert returned no row');
        await request.audit(
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

  contractRoute<BiometricInput, { id: string }>(
    app,
    'PUT',
    '/partner/v1/biometrics/{id}',
    async (request, _reply, access) => {
      const id = await updateTransaction(request, access.scope, request.params.id, request.body);
      return { data: { id }, message: 'Transaction updated successfully' };
    },
    { bodyLimit: FORM_BODY_LIMIT },
  );

  contractRoute<BiometricInput, { id: string }>(
    app,
    'PUT',
    '/partner/v1/biometrics/applicant/{id}',
    async (request, _reply, access) => {
      const id = await updateTransaction(request, access.scope, request.params.id, request.body);
      return { data: { id }, message: 'Applicant saved successfully' };
    },
    { bodyLimit: FORM_BODY_LIMIT },
  );

  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/biometrics/{id}',
    async (request, _reply, access) => {
      const row = await findTransaction(db, access.scope, request.params.id);
      if (!row) throw transactionNotFound();
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

  contractRoute<{ id: string; fingerprints: UploadedPrint[] }>(
    app,
    'PUT',
    '/partner/v1/biometrics/fingerprints',
    async (request, _reply, access) => {
      const scope = access.scope;
      const { id, fingerprints } = request.body;
      const seen = new Set<string>();
      for (const print of fingerprints) {
        if (seen.has(print.code)) throw badRequest(`${print.code}: sent twice in one upload`);
        seen.add(print.code);
      }
      const existing = await findTransaction(db, scope, id);
      if (!existing) throw transactionNotFound();
      // Judge every print before writing anything: one bad print stores none.
      let checked: CheckedPrint[];
      try {
        checked = fingerprints.map(checkPrint);
      } catch (error) {
        if (error instanceof PrintProblem) throw badRequest(error.message, `fingerprints: ${error.code}`);
        throw error;
      }
      const excused = excusedImpressions(existing.annotations);
      const annotated = checked.find((print) => excused.has(print.code));
      if (annotated) {
        throw badRequest(
          `${annotated.code}: the finger is marked missing; clear its annotation before storing a print`,
        );
      }
      const stored = checked.map((print) => ({
        print,
        wsqId: randomUUID(),
        bitmapId: randomUUID(),
      }));
      const blobKeys = stored.flatMap(({ wsqId, bitmapId }) => [
        `${scope.partnerId}/${wsqId}`,
        `${scope.partnerId}/${bitmapId}`,
      ]);
      let replaced: string[];
      try {
        await Promise.all(
          stored.flatMap(({ print, wsqId, bitmapId }) => [
            context.blobs.put(`${scope.partnerId}/${wsqId}`, print.wsq, 'application/octet-stream'),
            context.blobs.put(`${scope.partnerId}/${bitmapId}`, print.bitmap, print.bitmapType),
          ]),
        );
        replaced = await db.transaction(async (txDb) => {
          const tx = txDb as unknown as Db;
          const row = await lockTransaction(tx, scope, id);
          if (!row) throw transactionNotFound();
          if (row.status !== 'IN_PROGRESS')
            throw badRequest('Prints are stored only while the capture is in progress');
          const codes = checked.map((print) => print.code);
          const old = await tx
            .delete(biometricFingerprints)
            .where(
              and(
                eq(biometricFingerprints.transactionId, row.id),
                inArray(biometricFingerprints.code, codes),
              ),
            )
            .returning();
          await tx.insert(files).values(
            stored.flatMap(({ print, wsqId, bitmapId }) => [
              {
                id: wsqId,
                partnerId: scope.partnerId,
                purpose: 'private' as const,
                blobKey: `${scope.partnerId}/${wsqId}`,
                contentType: 'application/octet-stream',
                size: print.wsq.length,
              },
              {
                id: bitmapId,
                partnerId: scope.partnerId,
                purpose: 'private' as const,
                blobKey: `${scope.partnerId}/${bitmapId}`,
                contentType: print.bitmapType,
                size: print.bitmap.length,
              },
            ]),
          );
          await tx.insert(biometricFingerprints).values(
            stored.map(({ print, wsqId, bitmapId }) => ({
              partnerId: scope.partnerId,
              transactionId: row.id,
              code: print.code,
              wsqFileId: wsqId,
              bitmapFileId: bitmapId,
              width: print.width,
              height: print.height,
              quality: print.quality,
              createdAt: context.now(),
            })),
          );
          // Record fields only: each print as its code, size and quality and its files as name and SHA-256, never
          // the image bytes (prints never enter the append-only audit table).
          await request.audit(
            {
              entityId: row.id,
              before: { prints: old.map((print) => ({ code: print.code, quality: print.quality })) },
              after: {
                prints: stored.map(({ print }) => ({
                  code: print.code,
                  width: print.width,
                  height: print.height,
                  quality: print.quality,
                  wsq: fileFingerprint(`${print.code}.wsq`, print.wsq),
                  bitmap: fileFingerprint(
                    `${print.code}.${print.bitmapType.split('/')[1] ?? 'bin'}`,
                    print.bitmap,
                  ),
                })),
              },
              at: context.now(),
            },
            tx,
          );
          const oldFileIds = old.flatMap((print) => [print.wsqFileId, print.bitmapFileId]);
          if (oldFileIds.length === 0) return [];
          const removed = await tx
            .delete(files)
            .where(inArray(files.id, oldFileIds))
            .returning({ blobKey: files.blobKey });
          await tx
            .update(biometricTransactions)
            .set({ updatedAt: context.now() })
            .where(eq(biometricTransactions.id, row.id));
          return removed.map((file) => file.blobKey);
        });
      } catch (error) {
        await discardBlobs(context.blobs, blobKeys);
        throw error;
      }
      await discardBlobs(context.blobs, replaced);
      return { message: `${checked.length} ${checked.length === 1 ? 'print' : 'prints'} stored` };
    },
    { bodyLimit: PRINTS_BODY_LIMIT },
  );

  contractRoute<unknown, { id: string; code: string }>(
    app,
    'GET',
    '/partner/v1/biometrics/fingerprints/{id}/{code}',
    async (request, _reply, access) => {
      const scope = access.scope;
      const row = await findTransaction(db, scope, request.params.id);
      if (!row) throw transactionNotFound();
      const [print] = await db
        .select()
        .from(biometricFingerprints)
        .where(
          and(
            eq(biometricFingerprints.transactionId, row.id),
            eq(biometricFingerprints.code, request.params.code),
          ),
        );
      if (!print) throw notFound('No print stored for this finger');
      const [wsqFile] = await db.select().from(files).where(eq(files.id, print.wsqFileId));
      const [bitmapFile] = await db.select().from(files).where(eq(files.id, print.bitmapFileId));
      const [wsq, bitmap] = await Promise.all([
        wsqFile ? context.blobs.get(wsqFile.blobKey) : null,
        bitmapFile ? context.blobs.get(bitmapFile.blobKey) : null,
      ]);
      if (!wsq || !bitmap) throw notFound('The stored print is missing');
      return {
        data: {
          id: print.id,
          code: print.code,
          wsqImage: wsq.bytes.toString('base64'),
          bitmapImage: bitmap.bytes.toString('base64'),
          width: print.width,
          height: print.height,
          ...(print.quality !== null ? { quality: print.quality } : {}),
        },
      };
    },
  );

  contractRoute<{ id: string; annotations: FingerAnnotationValue[] }>(
    app,
    'PUT',
    '/partner/v1/biometrics/annotation',
    async (request, _reply, access) => {
      const scope = access.scope;
      const seen = new Set<string>();
      const annotations = request.body.annotations.map((annotation): FingerAnnotationValue => {
        const code = annotation.code as FingerCode;
        if (seen.has(code)) throw badRequest(`${code}: annotated twice`);
        seen.add(code);
        if (!isRolledFingerCode(code)) throw badRequest(`${code}: only single fingers are annotated`);
        if (annotation.color === 'YELLOW') {
          return { code, color: 'YELLOW', ...(annotation.reason ? { reason: annotation.reason } : {}) };
        }
        const missing = missingFingerCode(annotation.reason);
        if (!missing)
          throw badRequest(
            `${code}: a red annotation needs the reason XX (amputated) or UP (unable to print)`,
          );
        return { code, color: 'RED', reason: missing };
      });
      const removed = await inTransaction(async (tx) => {
        const row = await lockTransaction(tx, scope, request.body.id);
        if (!row) throw transactionNotFound();
        if (row.status !== 'IN_PROGRESS')
          throw badRequest('Annotations change only while the capture is in progress');
        // A finger marked missing has no print: drop any stored before it was marked.
        const excused = [...excusedImpressions(annotations)];
        const dropped =
          excused.length === 0
            ? []
            : await tx
                .delete(biometricFingerprints)
                .where(
                  and(
                    eq(biometricFingerprints.transactionId, row.id),
                    inArray(biometricFingerprints.code, excused),
                  ),
                )
                .returning();
        const fileIds = dropped.flatMap((print) => [print.wsqFileId, print.bitmapFileId]);
        const gone =
          fileIds.length === 0
            ? []
            : await tx.delete(files).where(inArray(files.id, fileIds)).returning({ blobKey: files.blobKey });
        const [after] = await tx
          .update(biometricTransactions)
          .set({ annotations, updatedAt: context.now() })
          .where(eq(biometricTransactions.id, row.id))
          .returning();
        if (!after) throw transactionNotFound();
        await request.audit(
          {
            action: 'BIOMETRIC_ANNOTATIONS_UPDATED',
            entityId: row.id,
            before: { annotations: row.annotations },
            after: { annotations },
            at: context.now(),
          },
          tx,
        );
        return gone.map((file) => file.blobKey);
      });
      await discardBlobs(context.blobs, removed);
      return { message: 'Annotations saved successfully' };
    },
  );

  contractRoute<CompletionInput>(
    app,
    'PUT',
    '/partner/v1/biometrics/complete',
    async (request, _reply, access) => {
      const scope = access.scope;
      const { id: _id, status, generateEft, ...printer } = request.body;
      if (status !== 'COMPLETED') throw badRequest('status must be COMPLETED to complete a capture');
      const id = await inTransaction(async (tx, blobKeys) => {
        const row = await lockTransaction(tx, scope, request.body.id);
        if (!row) throw transactionNotFound();
        const change = biometricStatusChange(row.status as BiometricStatus, 'COMPLETED', 'completion');
        if (!change.ok) throw badRequest('This transaction is already completed', `status: ${row.status}`);
        const prints = await fingerprintsOf(tx, scope, row.id);
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
        const [after] = await tx
          .update(biometricTransactions)
          .set({ status: 'COMPLETED', completion, generateEft, updatedAt: context.now() })
          .where(eq(biometricTransactions.id, row.id))
          .returning();
        if (!after) throw transactionNotFound();
        // Built and checked before the completion commits: a rule failure is the operator's 400 (issue 17).
        if (generateEft) await storeTransactionEft(eftContext, tx, scope, after, blobKeys);
        await request.audit(
          {
            action: 'BIOMETRIC_TRANSACTION_COMPLETED',
            entityId: row.id,
            before: { status: row.status },
            after: { status: after.status, generateEft },
            at: context.now(),
          },
          tx,
        );
        if (row.recaptureReferenceId) {
          const parent = await lockTransaction(tx, scope, row.recaptureReferenceId);
          if (
            parent &&
            biometricStatusChange(parent.status as BiometricStatus, 'RECAPTURED', 'recapture').ok
          ) {
            await tx
              .update(biometricTransactions)
              .set({ status: 'RECAPTURED', updatedAt: context.now() })
              .where(eq(biometricTransactions.id, parent.id));
            await request.audit(
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
      const id = await inTransaction(async (tx) => {
        const parent = await lockTransaction(tx, scope, request.body.recaptureReferenceId);
        if (!parent) throw transactionNotFound();
        if (parent.status !== 'REQUEST_FOR_RECAPTURE') {
          throw badRequest(
            'Only a transaction asked for recapture can be recaptured',
            `status: ${parent.status}`,
          );
        }
        // One recapture at a time: an open one is resumed rather than doubled.
        const [open] = await tx
          .select({ id: biometricTransactions.id })
          .from(biometricTransactions)
          .where(
            and(
              eq(biometricTransactions.partnerId, scope.partnerId),
              eq(biometricTransactions.recaptureReferenceId, parent.id),
              eq(biometricTransactions.status, 'IN_PROGRESS'),
            ),
          );
        if (open) {
          request.audit.unchanged('an open recapture is resumed, not started again');
          return open.id;
        }
        const [row] = await tx
          .insert(biometricTransactions)
          .values({
            partnerId: parent.partnerId,
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
            createdAt: context.now(),
            updatedAt: context.now(),
          })
          .returning();
        if (!row) throw new Error('recapture insert returned no row');
        await request.audit(
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
