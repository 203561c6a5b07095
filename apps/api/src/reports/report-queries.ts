import { addCalendarDays, zonedTimeToEpoch } from '@ridgeline/domain';
import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../http/api-failure';
import type { TenantScope } from '../http/contract-route';

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

/** The report's rows as SELECT (no paging), in the order the table shows them. */
export function reportQuery(kind: ReportKind, scope: TenantScope, search: ReportSearch, timeZone: string) {
  const where = reportWhere(kind, scope, search, timeZone);
  if (kind === 'appointment') {
    const order = search.filterByAppointmentDate
      ? sql`a.appointment_date desc, a.start_time desc, a.id desc`
      : sql`a.created_on desc, a.id desc`;
    const from = sql`appointments a
      join locations l on l.id = a.location_id
      left join companies c on c.id = a.company_id`;
    return {
      select: sql`select a.id::text as "id", a.appointment_date::text as "appointmentDate",
          a.start_time as "startTime", a.status as "status", a.first_name as "firstName",
          a.last_name as "lastName", a.email as "email", l.title as "locationTitle",
          a.service_display_name as "serviceDisplayName", c.name as "companyName",
          a.payment_mode_code as "paymentModeCode", a.amount::float8 as "amount",
          to_char(a.created_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdOn"
        from ${from} where ${where} order by ${order}`,
      count: sql`select count(*)::int as n from ${from} where ${where}`,
    };
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
  return {
    select: sql`select b.id::text as "id", b.transaction_control_number as "transactionControlNumber",
        b.status as "status", b.transmission_result as "transmissionResult", b.first_name as "firstName",
        b.last_name as "lastName", coalesce(l.title, '') as "locationTitle",
        coalesce(ps.display_name, '') as "serviceDisplayName", c.name as "companyName",
        coalesce(ls.rate, ps.rate, 0)::float8 as "amount",
        to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdOn"
      from ${from} where ${where} order by ${order}`,
    count: sql`select count(*)::int as n from ${from} where ${where}`,
  };
}
