import { addCalendarDays, zonedTimeToEpoch } from '@ridgeline/domain';
import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../http/api-failure';
import type { TenantScope } from '../http/contract-route';
import { csvCell, csvCellSql } from './csv-cell';

/** §3 report filter state as the contract sends it: ids for companies, services, locations; codes for the rest. */
export interface ReportSearch {
  pageNumber?: number;
  pageSize?: number;
  companies?: string[];
  services?: string[];
  locations?: string[];
  paymentModes?: string[];
  statuses?: string[];
  startDate: string;
  endDate: string;
  filterByAppointmentDate?: boolean;
  bookingChannel?: 'ONLINE' | 'STAFF';
}

export interface ReportDownload extends ReportSearch {
  format?: 'csv' | 'xlsx';
}

export type ReportKind = 'appointment' | 'biometric';

/** One column of a report: its key in the row, its heading in CSV and XLSX, and whether it is a number. */
export interface ReportColumn {
  key: string;
  title: string;
  numeric?: boolean;
}

export const APPOINTMENT_REPORT_COLUMNS: readonly ReportColumn[] = [
  { key: 'appointmentDate', title: 'Appointment Date' },
  { key: 'startTime', title: 'Start Time' },
  { key: 'status', title: 'Status' },
  { key: 'firstName', title: 'First Name' },
  { key: 'lastName', title: 'Last Name' },
  { key: 'email', title: 'Email' },
  { key: 'locationTitle', title: 'Location' },
  { key: 'serviceDisplayName', title: 'Service' },
  { key: 'companyName', title: 'Company' },
  { key: 'paymentModeCode', title: 'Payment Mode' },
  { key: 'amount', title: 'Amount', numeric: true },
  { key: 'bookedOnline', title: 'Booked Online' },
  { key: 'createdOn', title: 'Created On' },
  { key: 'id', title: 'Id' },
];

export const BIOMETRIC_REPORT_COLUMNS: readonly ReportColumn[] = [
  { key: 'createdOn', title: 'Created On' },
  { key: 'transactionControlNumber', title: 'TCN' },
  { key: 'status', title: 'Status' },
  { key: 'transmissionResult', title: 'Transmission' },
  { key: 'firstName', title: 'First Name' },
  { key: 'lastName', title: 'Last Name' },
  { key: 'locationTitle', title: 'Location' },
  { key: 'serviceDisplayName', title: 'Service' },
  { key: 'companyName', title: 'Company' },
  { key: 'amount', title: 'Amount', numeric: true },
  { key: 'id', title: 'Id' },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are not UUIDs can match nothing; dropping them keeps PostgreSQL from refusing the cast. */
function uuids(values: readonly string[] | undefined): string[] | null {
  if (!values || values.length === 0) return null;
  return values.filter((value) => UUID.test(value));
}

const inList = (column: SQL, values: readonly string[]) =>
  values.length === 0
    ? sql`false`
    : sql`${column} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`;

/**
 * The filter of a report: the session's scope first (a location session sees its location only), then each
 * §3 criterion that is set. Dates are the scope's calendar days: appointment dates as booked, creation instants
 * from the start of the first day to the end of the last in `timeZone`.
 */
function reportWhere(kind: ReportKind, scope: TenantScope, search: ReportSearch, timeZone: string): SQL {
  if (search.endDate < search.startDate) {
    throw badRequest('endDate must be on or after startDate', 'field: endDate');
  }
  const row = kind === 'appointment' ? sql`a` : sql`b`;
  const conditions: SQL[] = [sql`${row}.partner_id = ${scope.partnerId}`];
  if (scope.locationId) conditions.push(sql`${row}.location_id = ${scope.locationId}`);
  const companies = uuids(search.companies);
  if (companies) conditions.push(inList(sql`a.company_id`, companies));
  const services = uuids(search.services);
  if (services) conditions.push(inList(sql`${row}.partner_service_id`, services));
  const locations = uuids(search.locations);
  if (locations) conditions.push(inList(sql`${row}.location_id`, locations));
  if (search.paymentModes?.length) {
    conditions.push(
      inList(
        sql`upper(a.payment_mode_code)`,
        search.paymentModes.map((m) => m.toUpperCase()),
      ),
    );
  }
  if (search.statuses?.length) conditions.push(inList(sql`${row}.status`, search.statuses));
  // A transaction without an appointment was started by staff at the location.
  if (search.bookingChannel) {
    conditions.push(
      sql`coalesce(a.booked_online, false) = ${search.bookingChannel === 'ONLINE' ? sql`true` : sql`false`}`,
    );
  }
  if (search.filterByAppointmentDate) {
    conditions.push(sql`a.appointment_date between ${search.startDate} and ${search.endDate}`);
  } else {
    const from = new Date(zonedTimeToEpoch(search.startDate, '00:00', timeZone)).toISOString();
    const to = new Date(
      zonedTimeToEpoch(addCalendarDays(search.endDate, 1), '00:00', timeZone),
    ).toISOString();
    const created = kind === 'appointment' ? sql`a.created_on` : sql`b.created_at`;
    conditions.push(sql`${created} >= ${from}::timestamptz and ${created} < ${to}::timestamptz`);
  }
  return sql.join(conditions, sql` and `);
}

/** Id to display name, for the few small tables a report names its rows by. */
export type ReportLookup = ReadonlyMap<string, string>;

/**
 * A lookup as a jsonb object the query reads with `->>`: the appointment report names its location and company
 * through these instead of joining their tables. Under row-level security PostgreSQL estimates a partner's
 * locations at one row, and with that estimate it joined each of a million appointments against every location
 * (a nested loop) — several seconds of a full download. `csv` stores each name as a finished CSV cell.
 */
function lookupSql(lookup: ReportLookup, key: SQL, csv = false): SQL {
  const object = Object.fromEntries([...lookup].map(([id, name]) => [id, csv ? csvCell(name) : name]));
  return sql`(${JSON.stringify(object)}::jsonb ->> ${key}::text)`;
}

/** One column's value in SQL; `text` marks values that need CSV quoting (not dates, ids or numbers). */
interface ColumnSql {
  value: SQL;
  text?: boolean;
  /** The value as a finished CSV cell, when it is not `value` quoted. */
  csv?: SQL;
}

/** The report's statements: its rows (no paging) in the table's order, their count, and the same rows as CSV lines. */
export interface ReportStatements {
  select: SQL;
  count: SQL;
  /** One column, `line`: the row as a CSV line without its line break. */
  lines: SQL;
}

function statements(
  columns: readonly ReportColumn[],
  values: Record<string, ColumnSql>,
  from: SQL,
  where: SQL,
  order: SQL,
): ReportStatements {
  const valueOf = (column: ReportColumn) => {
    const value = values[column.key];
    if (!value) throw new Error(`report column ${column.key} has no SQL`);
    return value;
  };
  const list = columns.map((column) => sql`${valueOf(column).value} as ${sql.identifier(column.key)}`);
  const cells = columns.map((column) => {
    const value = valueOf(column);
    if (value.csv) return value.csv;
    return value.text ? csvCellSql(value.value) : sql`coalesce((${value.value})::text, '')`;
  });
  return {
    select: sql`select ${sql.join(list, sql`, `)} from ${from} where ${where} order by ${order}`,
    count: sql`select count(*)::int as n from ${from} where ${where}`,
    lines: sql`select ${sql.join(cells, sql` || ',' || `)} as line from ${from} where ${where} order by ${order}`,
  };
}

export function reportQuery(
  kind: ReportKind,
  scope: TenantScope,
  search: ReportSearch,
  timeZone: string,
  lookups: { locations: ReportLookup; companies: ReportLookup },
): ReportStatements {
  const where = reportWhere(kind, scope, search, timeZone);
  if (kind === 'appointment') {
    // The id closes both orders, so the indexes (partner, created_on, id) and (partner, appointment_date,
    // start_time, id) deliver the rows already sorted, read backwards.
    const order = search.filterByAppointmentDate
      ? sql`a.appointment_date desc, a.start_time desc, a.id desc`
      : sql`a.created_on desc, a.id desc`;
    const values: Record<string, ColumnSql> = {
      id: { value: sql`a.id::text` },
      appointmentDate: { value: sql`a.appointment_date::text` },
      startTime: { value: sql`a.start_time`, text: true },
      status: { value: sql`a.status`, text: true },
      firstName: { value: sql`a.first_name`, text: true },
      lastName: { value: sql`a.last_name`, text: true },
      email: { value: sql`a.email`, text: true },
      locationTitle: {
        value: sql`coalesce(${lookupSql(lookups.locations, sql`a.location_id`)}, '')`,
        csv: sql`coalesce(${lookupSql(lookups.locations, sql`a.location_id`, true)}, '')`,
      },
      serviceDisplayName: { value: sql`a.service_display_name`, text: true },
      companyName: {
        value: lookupSql(lookups.companies, sql`a.company_id`),
        csv: sql`coalesce(${lookupSql(lookups.companies, sql`a.company_id`, true)}, '')`,
      },
      paymentModeCode: { value: sql`a.payment_mode_code`, text: true },
      amount: { value: sql`a.amount::float8` },
      bookedOnline: {
        value: sql`a.booked_online`,
        csv: sql`case when a.booked_online then 'Yes' else 'No' end`,
      },
      createdOn: { value: sql`to_char(a.created_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` },
    };
    return statements(APPOINTMENT_REPORT_COLUMNS, values, sql`appointments a`, where, order);
  }
  const from = sql`biometric_transactions b
    left join appointments a on a.id = b.appointment_id
    left join locations l on l.id = b.location_id
    left join partner_services ps on ps.id = b.partner_service_id
    left join location_services ls on ls.location_id = b.location_id and ls.partner_service_id = b.partner_service_id
    left join companies c on c.id = a.company_id`;
  const order = search.filterByAppointmentDate
    ? sql`a.appointment_date desc, a.start_time desc, b.id desc`
    : sql`b.created_at desc, b.id desc`;
  const values: Record<string, ColumnSql> = {
    id: { value: sql`b.id::text` },
    transactionControlNumber: { value: sql`b.transaction_control_number`, text: true },
    status: { value: sql`b.status`, text: true },
    transmissionResult: { value: sql`b.transmission_result`, text: true },
    firstName: { value: sql`b.first_name`, text: true },
    lastName: { value: sql`b.last_name`, text: true },
    locationTitle: { value: sql`coalesce(l.title, '')`, text: true },
    serviceDisplayName: { value: sql`coalesce(ps.display_name, '')`, text: true },
    companyName: { value: sql`c.name`, text: true },
    amount: { value: sql`coalesce(ls.rate, ps.rate, 0)::float8` },
    createdOn: { value: sql`to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` },
  };
  return statements(BIOMETRIC_REPORT_COLUMNS, values, from, where, order);
}
