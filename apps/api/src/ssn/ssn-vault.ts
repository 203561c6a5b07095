import {
  hasPermission,
  isMaskedSsn,
  maskSsn,
  normalizeSsn,
  ssnDefect,
  ssnLastFour,
  ssnRevealReasonDefect,
  type PermissionCode,
  type PermissionSet,
} from '@ridgeline/domain';
import type { FastifyRequest } from 'fastify';
import { recordChange } from '../audit-log/record-change';
import type { Db } from '../db/database';
import { badRequest, forbidden } from '../http/api-failure';
import type { SecretBox } from '../secrets/secret-box';

/**
 * The API's one place for a social security number (issue 26): sealing what an operation receives (checked by
 * the domain's one SSN rule), masking what it answers, opening it for the EFT and the printed card, and the
 * audited reveal. Every table keeps the number in the same two columns: `ssn_sealed` (secrets box) and
 * `ssn_last_four` (the clear last four digits lists show masked). The lint rule in eslint.config.mjs keeps SSN
 * patterns and masks out of every other file.
 */
export interface SsnColumns {
  ssnSealed: string | null;
  ssnLastFour: string | null;
}

/**
 * The SSN columns after an input: absent (undefined) keeps the stored number, null or '' removes it, a number
 * the SSA may have issued is sealed, anything else is refused with the defect's own message (400, field ssn).
 * With `keepMasked`, the masked form a detail answers (`***-**-1234`) keeps the stored number too.
 */
export function ssnColumns(
  box: SecretBox,
  value: string | null | undefined,
  options: { keepMasked?: boolean } = {},
): Partial<SsnColumns> {
  if (value === undefined) return {};
  if (value === null || value.trim() === '') return { ssnSealed: null, ssnLastFour: null };
  if (options.keepMasked && isMaskedSsn(value)) return {};
  const defect = ssnDefect(value);
  const ssn = normalizeSsn(value);
  if (defect || !ssn) throw badRequest(defect ?? 'ssn is not valid', 'field: ssn');
  return { ssnSealed: box.seal(ssn), ssnLastFour: ssnLastFour(ssn) };
}

/** How a stored SSN shows outside the reveal: `***-**-6789`, or null when none is stored. */
export function maskedSsn(lastFour: string | null | undefined): string | null {
  return lastFour ? maskSsn(lastFour) : null;
}

/** The number itself, for documents that must carry it (the EFT's Type-2, the printed card); null when none. */
export function openSsn(box: SecretBox, sealed: string | null | undefined): string | null {
  return sealed ? box.open(sealed) : null;
}

/** What an audit snapshot keeps of a row: the sealed number replaced by whether one is stored. */
export function withoutSealedSsn<Row extends { ssnSealed: string | null }>(row: Row) {
  const { ssnSealed, ...rest } = row;
  return { ...rest, ssn: ssnSealed ? 'stored' : null };
}

export interface RevealRequest {
  db: Db;
  box: SecretBox;
  request: FastifyRequest;
  /** The caller's permissions: beyond `ssn:detail` (checked where the route is registered), the record's own. */
  permissions: PermissionSet;
  recordPermission: PermissionCode;
  reason: string | undefined;
  entityType: string;
  find: () => Promise<{ id: string; ssnSealed: string | null } | null | undefined>;
  notFound: () => Error;
  at: Date;
}

/**
 * The one reveal: a reason of at least 5 characters (400), the record's own detail permission besides
 * `ssn:detail` (403), the record in the caller's scope (404); then an SSN_REVEALED record holding the reason,
 * never the number.
 */
export async function revealSsn(reveal: RevealRequest): Promise<{ ssn: string | null }> {
  const defect = ssnRevealReasonDefect(reveal.reason);
  if (defect) throw badRequest(defect, 'field: reason');
  if (!hasPermission(reveal.permissions, reveal.recordPermission)) {
    throw forbidden(
      'You do not have permission to perform this action',
      `This call needs ${reveal.recordPermission}`,
    );
  }
  const row = await reveal.find();
  if (!row) throw reveal.notFound();
  const ssn = openSsn(reveal.box, row.ssnSealed);
  await recordChange(reveal.db, reveal.request, {
    action: 'SSN_REVEALED',
    entityType: reveal.entityType,
    entityId: row.id,
    details: { reason: (reveal.reason ?? '').trim(), hadSsn: ssn !== null },
    at: reveal.at,
  });
  return { ssn };
}
