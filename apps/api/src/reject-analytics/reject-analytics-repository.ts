import { executedRows } from '../db/executed-rows';
import { fingerPositionLabel, rejectPeriods, withRates, type RejectCounts } from '@ridgeline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rejectNames } from './reject-names';
import { scopeTimeZone } from '../appointments/appointment-dashboard';
import {
  answeredTransmissions,
  checkedRange,
  rejectWhere,
  type RejectAnalyticsSearch,
  type RejectScope,
} from './reject-analytics-filter';

/** The calendar reject analytics counts days in: the location's, the partner's, or UTC across partners. */
export async function rejectTimeZone(db: Db, scope: RejectScope): Promise<string> {
  if (scope.area === 'system') return 'UTC';
  return scopeTimeZone(db, { partnerId: scope.partnerId, locationId: scope.locationId });
}

/** The dimensions the figures are grouped by, each one grouping set of the one query below. */
const DIMENSIONS = [
  'day',
  'error_code',
  'location_id',
  'operator_id',
  'device',
  'finger_position',
  'partner_id',
];

interface Group extends RejectCounts {
  key: string | null;
}

export interface RejectGroupOut {
  key: string | null;
  label: string;
  answered: number;
  rejected: number;
  rejectRate: number | null;
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const day = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** Most rejects first, then the highest rate, then the label, so the table and the chart lead with the worst. */
function worstFirst<T extends { rejected: number; label: string; rejectRate?: number | null }>(
  rows: T[],
): T[] {
  return rows.sort(
    (a, b) =>
      b.rejected - a.rejected || (b.rejectRate ?? 0) - (a.rejectRate ?? 0) || a.label.localeCompare(b.label),
  );
}

/**
 * Reject analytics of the scope (contract: RejectAnalytics). One statement scans the answered transmissions once
 * and groups them by every dimension at once (grouping sets); names are looked up afterwards for the ids it found.
 */
export async function rejectAnalytics(db: Db, scope: RejectScope, search: RejectAnalyticsSearch) {
  const { bucket } = checkedRange(search);
  const timeZone = await rejectTimeZone(db, scope);
  const base = answeredTransmissions(rejectWhere(scope, search, timeZone), timeZone);
  const sets = sql.raw(['()', ...DIMENSIONS.map((dimension) => `(${dimension})`)].join(', '));
  const columns = sql.raw(DIMENSIONS.join(', '));
  const result = await db.execute(sql`
    with t as (${base})
    select grouping(${columns})::int as set, ${columns},
      count(*)::int as answered,
      count(*) filter (where rejected)::int as rejected,
      count(*) filter (where first)::int as first_answered,
      count(*) filter (where first and not rejected)::int as first_accepted
    from t
    group by grouping sets (${sets})`);
  // grouping() sets a bit for each dimension left out of the row's set, the first dimension the highest bit.
  const all = (1 << DIMENSIONS.length) - 1;
  const groups = new Map<string, Group[]>(DIMENSIONS.map((dimension) => [dimension, []]));
  let totals: RejectCounts = { answered: 0, rejected: 0, firstAnswered: 0, firstAccepted: 0 };
  for (const row of executedRows(result)) {
    const counts: RejectCounts = {
      answered: Number(row['answered']),
      rejected: Number(row['rejected']),
      firstAnswered: Number(row['first_answered']),
      firstAccepted: Number(row['first_accepted']),
    };
    const set = Number(row['set']);
    if (set === all) {
      totals = counts;
      continue;
    }
    const index = DIMENSIONS.findIndex((_d, i) => set === all - (1 << (DIMENSIONS.length - 1 - i)));
    const dimension = DIMENSIONS[index];
    if (!dimension) continue;
    const value = row[dimension];
    groups.get(dimension)!.push({ key: dimension === 'day' ? day(value) : text(value), ...counts });
  }

  const days = new Map(groups.get('day')!.map((group) => [group.key ?? '', group]));
  const keysOf = (dimension: string) =>
    groups
      .get(dimension)!
      .map((group) => group.key)
      .filter((key): key is string => key !== null);
  const names = await rejectNames(db, {
    locations: keysOf('location_id'),
    operators: keysOf('operator_id'),
    partners: scope.area === 'system' ? keysOf('partner_id') : [],
  });

  const grouped = (dimension: string, label: (key: string | null) => string): RejectGroupOut[] =>
    worstFirst(
      groups.get(dimension)!.map((group) => {
        const rated = withRates(group);
        return {
          key: group.key,
          label: label(group.key),
          answered: rated.answered,
          rejected: rated.rejected,
          rejectRate: rated.rejectRate,
        };
      }),
    );
  const rejectsOnly = (dimension: string, label: (key: string | null) => string, withoutKey: boolean) =>
    worstFirst(
      groups
        .get(dimension)!
        .filter((group) => group.rejected > 0 && (withoutKey || group.key !== null))
        .map((group) => ({ key: group.key, label: label(group.key), rejected: group.rejected })),
    );

  return {
    timeZone,
    bucket,
    totals: withRates(totals),
    overTime: rejectPeriods(days, search.startDate, search.endDate, bucket),
    byReason: rejectsOnly('error_code', (key) => key ?? 'No error code', true),
    byLocation: grouped('location_id', (key) =>
      key === null ? 'No location' : (names.location.get(key) ?? 'Unknown location'),
    ),
    byOperator: grouped('operator_id', (key) =>
      key === null ? 'Not on record' : (names.operator.get(key) ?? 'Unknown user'),
    ),
    byDevice: grouped('device', (key) => key ?? 'Not recorded'),
    byFinger: rejectsOnly('finger_position', (key) => fingerPositionLabel(Number(key)), false),
    ...(scope.area === 'system'
      ? { byPartner: grouped('partner_id', (key) => (key ? (names.partner.get(key) ?? key) : '')) }
      : {}),
  };
}
