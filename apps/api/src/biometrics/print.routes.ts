import {
  excusedImpressions,
  isRolledFingerCode,
  missingFingerCode,
  type FingerCode,
} from '@ridgeline/domain';
import type { FastifyInstance } from 'fastify';
import type { FingerAnnotationValue } from '../db/schema/biometrics';
import { fileBytes, withFiles } from '../files/file-store';
import { badRequest, notFound } from '../http/api-failure';
import { fileFingerprint } from '../http/contract-audit';
import { contractRoute } from '../http/contract-route';
import { findPrint, removePrints, storePrints, updateTransaction } from './biometric-repository';
import type { BiometricsContext } from './biometrics.routes';
import { checkPrint, PrintProblem, type CheckedPrint, type UploadedPrint } from './print-check';
import { requireTransaction } from './transaction-access';

/** Fourteen impressions, each a WSQ and a bitmap of at most 1.4 MB of base64. */
const PRINTS_BODY_LIMIT = 40 * 1024 * 1024;

function refuseRepeatedFingers(prints: readonly UploadedPrint[]) {
  const seen = new Set<string>();
  for (const print of prints) {
    if (seen.has(print.code)) throw badRequest(`${print.code}: sent twice in one upload`);
    seen.add(print.code);
  }
}

/** Judges every print before anything is written: one bad print stores none. */
function checkedPrints(prints: readonly UploadedPrint[]): CheckedPrint[] {
  try {
    return prints.map(checkPrint);
  } catch (error) {
    if (error instanceof PrintProblem) throw badRequest(error.message, `fingerprints: ${error.code}`);
    throw error;
  }
}

/** Annotations as stored: single fingers only, once each; a red one names why the finger is missing (XX or UP). */
function checkedAnnotations(annotations: readonly FingerAnnotationValue[]): FingerAnnotationValue[] {
  const seen = new Set<string>();
  return annotations.map((annotation): FingerAnnotationValue => {
    const code = annotation.code as FingerCode;
    if (seen.has(code)) throw badRequest(`${code}: annotated twice`);
    seen.add(code);
    if (!isRolledFingerCode(code)) throw badRequest(`${code}: only single fingers are annotated`);
    if (annotation.color === 'YELLOW') {
      return { code, color: 'YELLOW', ...(annotation.reason ? { reason: annotation.reason } : {}) };
    }
    const missing = missingFingerCode(annotation.reason);
    if (!missing)
      throw badRequest(`${code}: a red annotation needs the reason XX (amputated) or UP (unable to print)`);
    return { code, color: 'RED', reason: missing };
  });
}

/** A print as the audit trail keeps it: code, size, quality, and its files as name and SHA-256, never bytes. */
const printFingerprint = (print: CheckedPrint) => ({
  code: print.code,
  width: print.width,
  height: print.height,
  quality: print.quality,
  wsq: fileFingerprint(`${print.code}.wsq`, print.wsq),
  bitmap: fileFingerprint(`${print.code}.${print.bitmapType.split('/')[1] ?? 'bin'}`, print.bitmap),
});

/** The capture's prints and finger annotations. */
export async function printRoutes(app: FastifyInstance, context: BiometricsContext) {
  const { db } = context;

  contractRoute<{ id: string; fingerprints: UploadedPrint[] }>(
    app,
    'PUT',
    '/partner/v1/biometrics/fingerprints',
    async (request, _reply, access) => {
      const scope = access.scope;
      const { id, fingerprints } = request.body;
      refuseRepeatedFingers(fingerprints);
      const existing = await requireTransaction(db, scope, id);
      const checked = checkedPrints(fingerprints);
      const excused = excusedImpressions(existing.annotations);
      const annotated = checked.find((print) => excused.has(print.code));
      if (annotated) {
        throw badRequest(
          `${annotated.code}: the finger is marked missing; clear its annotation before storing a print`,
        );
      }
      await withFiles(db, context.blobs, async (tx, files) => {
        const row = await requireTransaction(tx, scope, id, true);
        if (row.status !== 'IN_PROGRESS')
          throw badRequest('Prints are stored only while the capture is in progress');
        const codes = checked.map((print) => print.code);
        const old = await removePrints(tx, files, scope, row.id, codes);
        await storePrints(tx, files, scope, row.id, checked, context.now());
        await access.audit(
          {
            entityId: row.id,
            before: { prints: old.map((print) => ({ code: print.code, quality: print.quality })) },
            after: { prints: checked.map(printFingerprint) },
            at: context.now(),
          },
          tx,
        );
        if (old.length > 0) await updateTransaction(tx, scope, row.id, {}, context.now());
      });
      return { message: `${checked.length} ${checked.length === 1 ? 'print' : 'prints'} stored` };
    },
    { bodyLimit: PRINTS_BODY_LIMIT },
  );

  contractRoute<unknown, { id: string; code: string }>(
    app,
    'GET',
    '/partner/v1/biometrics/fingerprints/{id}/{code}',
    async (request, _reply, access) => {
      const row = await requireTransaction(db, access.scope, request.params.id);
      const print = await findPrint(db, access.scope, row.id, request.params.code);
      if (!print) throw notFound('No print stored for this finger');
      const [wsq, bitmap] = await Promise.all([
        fileBytes(db, context.blobs, print.wsqFileId),
        fileBytes(db, context.blobs, print.bitmapFileId),
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
      const annotations = checkedAnnotations(request.body.annotations);
      await withFiles(db, context.blobs, async (tx, files) => {
        const row = await requireTransaction(tx, scope, request.body.id, true);
        if (row.status !== 'IN_PROGRESS')
          throw badRequest('Annotations change only while the capture is in progress');
        // A finger marked missing has no print: drop any stored before it was marked.
        await removePrints(tx, files, scope, row.id, [...excusedImpressions(annotations)]);
        await updateTransaction(tx, scope, row.id, { annotations }, context.now());
        await access.audit(
          {
            entityId: row.id,
            before: { annotations: row.annotations },
            after: { annotations },
            at: context.now(),
          },
          tx,
        );
      });
      return { message: 'Annotations saved successfully' };
    },
  );
}
