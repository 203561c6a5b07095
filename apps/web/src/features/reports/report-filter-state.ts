import { epochToZoned, type ReportFilterState, type ReportListFilter } from '@ridgeline/domain';
import type { ReportScreenSearch } from './report-search';

/*
 * The Reports screen's address and the domain's filter state, both ways. Apart from report-search.ts, which the
 * route tree loads with the first screen: this part loads with the Reports screen.
 */

/** The operator's calendar date, `YYYY-MM-DD`. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Today in the session's zone (its location's, else its partner's): the server reads report dates in that zone, so
 * a browser in another zone (or a laptop left on UTC) must not default to another day. Without a zone, the browser's.
 */
export function sessionToday(timeZone: string | undefined, now = new Date()): string {
  if (!timeZone) return localToday(now);
  try {
    return epochToZoned(now.getTime(), timeZone).date;
  } catch {
    // A zone this browser's Intl does not know: the operator's own day is the next best.
    return localToday(now);
  }
}

export const REPORT_LIST_FILTERS: readonly ReportListFilter[] = [
  'companies',
  'services',
  'locations',
  'paymentModes',
  'statuses',
];

/** The contract's ReportSearch body of this state: empty lists are left out, dates default to today. */
export function reportRequest(search: ReportScreenSearch, today: string) {
  const body: {
    startDate: string;
    endDate: string;
    filterByAppointmentDate: boolean;
    bookingChannel?: 'ONLINE' | 'STAFF';
    pageNumber: number;
    pageSize: number;
  } & Partial<Record<ReportListFilter, string[]>> = {
    startDate: search.from || today,
    endDate: search.to || today,
    filterByAppointmentDate: search.byAppointmentDate,
    ...(search.channel === 'ALL' ? {} : { bookingChannel: search.channel }),
    pageNumber: search.page,
    pageSize: search.size,
  };
  for (const filter of REPORT_LIST_FILTERS) if (search[filter].length > 0) body[filter] = search[filter];
  return body;
}

/** The domain's filter state of this address (titles from the option lists, the code where none is known). */
export function reportFilterState(
  search: ReportScreenSearch,
  today: string,
  titleOf: (filter: ReportListFilter, code: string) => string,
): ReportFilterState {
  const entries = (filter: ReportListFilter) =>
    search[filter].map((code) => ({ code, title: titleOf(filter, code) }));
  return {
    companies: entries('companies'),
    services: entries('services'),
    locations: entries('locations'),
    paymentModes: entries('paymentModes'),
    statuses: entries('statuses'),
    startDate: search.from || today,
    endDate: search.to || today,
    filterByAppointmentDate: search.byAppointmentDate,
    bookingChannel: search.channel,
    reportType: search.type,
  };
}

/** The address of a filter state the domain computed (a chip removed, all cleared); back to page one. */
export function reportScreenSearchOf(state: ReportFilterState): Partial<ReportScreenSearch> {
  const codesOf = (filter: ReportListFilter) => state[filter].map((entry) => entry.code);
  return {
    type: state.reportType,
    companies: codesOf('companies'),
    services: codesOf('services'),
    locations: codesOf('locations'),
    paymentModes: codesOf('paymentModes'),
    statuses: codesOf('statuses'),
    from: state.startDate,
    to: state.endDate,
    byAppointmentDate: state.filterByAppointmentDate,
    channel: state.bookingChannel,
    page: 1,
  };
}
