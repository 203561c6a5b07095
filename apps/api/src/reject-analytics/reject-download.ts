import { executedRows } from '../db/executed-rows';
import { fingerPositionLabel } from '@ridgeline/domain';
import { sql } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import type { Db } from '../db/database';
import { csvCell } from '../reports/csv-cell';
import {
  answeredTransmissions,
  checkedRange,
  rejectWhere,
  type RejectAnalyticsSearch,
  type RejectScope,
} from './reject-analytics-filter';
import { rejectTimeZone } from './reject-analytics-repository';
import { rejectNames } from './reject-names';

/** Rejected transmissions read per round trip (keyset pages, so memory holds one page however many match). */
export const REJECT_PAGE_SIZE = 1000;

/** The download's columns; no applicant and no message text, only what the analytics group by. */
export function rejectColumns(scope: RejectScope): string[] {
  return [
    'Captured On',
    'FBI Answer Date',
    'TCN',
    ...(scope.area === 'system' ? ['Partner'] : []),
    'Location',
    'Operator',
    'Device',
    'Error Code',
    'Finger',
    'First Transmission',
    'Id',
  ];
}

const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
const date = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value).slice(0, 10);

/**
 * Writes the rejected transmissions of the filters as CSV (RFC 4180, formula-guarded cells like the reports), the
 * newest first, a page at a time. The range is checked before the first byte so a refusal is still a 400.
 */
export async function prepareRejectDownload(db: Db, scope: RejectScope, search: RejectAnalyticsSearch) {
  checkedRange(search);
  const timeZone = await rejectTimeZone(db, scope);
  const base = answeredTransmissions(rejectWhere(scope, search, timeZone), timeZone);
  return async (out: Writable) => {
    const write = (chunk: string) =>
      out.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', resolve));
    await write(
      `${rejectColumns(scope)
        .map((title) => csvCell(title))
        .join(',')}\r\n`,
    );
    let after: { createdAt: string; id: string } | null = null;
    for (;;) {
      const page = executedRows(
        await db.execute(sql`
          with t as (${base})
          select t.*, t.created_at::text as cursor_at from t
          where rejected ${after ? sql`and (created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
          order by created_at desc, id desc
          limit ${REJECT_PAGE_SIZE}`),
      );
      if (page.length === 0) break;
      const ids = (key: string) => [
        ...new Set(page.map((row) => row[key]).filter((id): id is string => typeof id === 'string')),
      ];
      const names = await rejectNames(db, {
        locations: ids('location_id'),
        operators: ids('operator_id'),
        partners: scope.area === 'system' ? ids('partner_id') : [],
      });
      const lines = page.map((row) => {
        const locationId = typeof row['location_id'] === 'string' ? row['location_id'] : null;
        const operatorId = typeof row['operator_id'] === 'string' ? row['operator_id'] : null;
        const finger = row['finger_position'];
        const cells = [
          iso(row['created_at']),
          date(row['response_date']),
          row['transaction_control_number'],
          ...(scope.area === 'system' ? [names.partner.get(String(row['partner_id'])) ?? ''] : []),
          locationId ? (names.location.get(locationId) ?? '') : '',
          operatorId ? (names.operator.get(operatorId) ?? '') : '',
          row['device'],
          row['error_code'],
          finger === null || finger === undefined ? '' : fingerPositionLabel(Number(finger)),
          row['first'] ? 'Yes' : 'No',
          row['id'],
        ];
        return cells.map((cell) => csvCell(cell)).join(',');
      });
      await write(`${lines.join('\r\n')}\r\n`);
      if (page.length < REJECT_PAGE_SIZE) break;
      const last = page[page.length - 1]!;
      // The instant as PostgreSQL spells it: a JavaScript Date would drop its microseconds and skip rows.
      after = { createdAt: String(last['cursor_at']), id: String(last['id']) };
    }
  };
}
