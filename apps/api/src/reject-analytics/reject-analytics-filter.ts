import { REJECT_BUCKET_MAX_DAYS, addCalendarDays, calendarDaysIn, zonedTimeToEpoch } from '@ridgeline/domain';
import type { RejectBucket } from '@ridgeline/domain';
import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../http/api-failure';

/** The filters of reject analytics as the contract sends them (RejectAnalyticsSearch / SystemRejectAnalyticsSearch). */
export interface RejectAnalyticsSearch {
  companies?: string[];
  services?: string[];
  locations?: string[];
  /** System area only. */
  partners?: string[];
  startDate: string;
  endDate: string;
  bucket?: RejectBucket;
}

/**
 * Whose transmissions: a partner-area session's partner (and location, for a location session), or every partner
 * for the system area. Partner-area calls also run under row-level security; the condition is the first line.
 */
export type RejectScope =
  { area: 'partner'; partnerId: string; locationId: string | null } | { area: 'system' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are not UUIDs match nothing; dropping them keeps PostgreSQL from refusing the cast. */
function inIds(column: SQL, values: readonly string[] | undefined): SQL | null {
  if (!values || values.length === 0) return null;
  const ids = values.filter((value) => UUID.test(value));
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/** The range checked: end on or after start, and no longer than its bucket draws. */
export function checkedRange(search: RejectAnalyticsSearch): { bucket: RejectBucket } {
  if (search.endDate < search.startDate) {
    throw badRequest('endDate must be on or after startDate', 'field: endDate');
  }
  const bucket = search.bucket ?? 'day';
  const days = calendarDaysIn(search.startDate, search.endDate);
  if (days > REJECT_BUCKET_MAX_DAYS[bucket]) {
    throw badRequest(
      bucket === 'day'
        ? 'A range of more than a year is shown by week: choose the week bucket or a shorter range'
        : 'A range of more than ten years cannot be shown: choose a shorter range',
      'field: endDate',
    );
  }
  return { bucket };
}

/**
 * The transmissions reject analytics counts (alias `b`, its appointment `a`): of the scope, created within the
 * range's calendar days in `timeZone`, narrowed by the filters, and answered by the FBI (SRE or ERRT).
 */
export function rejectWhere(scope: RejectScope, search: RejectAnalyticsSearch, timeZone: string): SQL {
  const conditions: SQL[] = [sql`b.fbi_response_kind is not null`];
  if (scope.area === 'partner') {
    conditions.push(sql`b.partner_id = ${scope.partnerId}::uuid`);
    if (scope.locationId) conditions.push(sql`b.location_id = ${scope.locationId}::uuid`);
  } else {
    const partners = inIds(sql`b.partner_id`, search.partners);
    if (partners) conditions.push(partners);
  }
  for (const condition of [
    inIds(sql`b.location_id`, search.locations),
    inIds(sql`b.partner_service_id`, search.services),
    inIds(sql`a.company_id`, search.companies),
  ]) {
    if (condition) conditions.push(condition);
  }
  const from = new Date(zonedTimeToEpoch(search.startDate, '00:00', timeZone)).toISOString();
  const to = new Date(zonedTimeToEpoch(addCalendarDays(search.endDate, 1), '00:00', timeZone)).toISOString();
  conditions.push(sql`b.created_at >= ${from}::timestamptz and b.created_at < ${to}::timestamptz`);
  return sql.join(conditions, sql` and `);
}

/**
 * One row per answered transmission of `where`: whether it is a first transmission, whether it was rejected, and
 * the reject's error code and finger position (its latest ERRT on the ledger, or the code on the record), its
 * device id, and its operator: who last saved its prints, else who started it (the audit trail's actor).
 */
export function answeredTransmissions(where: SQL, timeZone: string): SQL {
  return sql`select b.id, b.partner_id, b.location_id, b.created_at, b.transaction_control_number,
      (b.created_at at time zone ${timeZone})::date as day,
      (b.recapture_reference_id is null) as first,
      (e.id is not null or b.fbi_response_kind = 'ERRT') as rejected,
      coalesce(e.error_code, b.fbi_error_code) as error_code,
      e.finger_position,
      coalesce(e.response_date, b.fbi_response_date) as response_date,
      nullif(btrim(b.form ->> 'deviceId'), '') as device,
      op.actor as operator_id
    from biometric_transactions b
    left join appointments a on a.id = b.appointment_id
    left join lateral (
      select r.id, r.error_code, r.finger_position, r.response_date
      from fbi_responses r
      where r.transaction_id = b.id and r.kind = 'ERRT'
      order by r.received_at desc, r.id desc
      limit 1
    ) e on true
    left join lateral (
      select l.actor
      from audit_log l
      where l.entity_type = 'biometric_transaction' and l.entity_id = b.id::text and l.outcome = 'SUCCESS'
        and l.action in ('BIOMETRIC_FINGERPRINTS_SAVED', 'BIOMETRIC_TRANSACTION_CREATED', 'BIOMETRIC_RECAPTURE_STARTED')
      order by (l.action = 'BIOMETRIC_FINGERPRINTS_SAVED') desc, l.at desc, l.id desc
      limit 1
    ) op on true
    where ${where}`;
}
