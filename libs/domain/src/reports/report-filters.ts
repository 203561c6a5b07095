export interface CodeTitle {
  code: string;
  title: string;
}

export type ReportType = 'appointment' | 'biometric';

export const REPORT_DATE_FILTERS = [
  { value: 'createdOn', label: 'Created Date' },
  { value: 'appointmentDate', label: 'Appointment Date' },
] as const;

/**
 * Who booked the appointments a report covers (issue 29): the applicant on the public pages, staff, or both
 * (`ALL`, the default, sent as no filter).
 */
export const BOOKING_CHANNELS = [
  { value: 'ALL', label: 'Anyone' },
  { value: 'ONLINE', label: 'Booked online' },
  { value: 'STAFF', label: 'Booked by staff' },
] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number]['value'];

/** The channel named by `value`, `ALL` for anything else (an address typed by hand). */
export const bookingChannelOf = (value: unknown): BookingChannel =>
  BOOKING_CHANNELS.find((channel) => channel.value === value)?.value ?? 'ALL';

export interface ReportFilterState {
  companies: CodeTitle[];
  services: CodeTitle[];
  locations: CodeTitle[];
  paymentModes: CodeTitle[];
  statuses: CodeTitle[];
  /** `YYYY-MM-DD`. */
  startDate: string;
  endDate: string;
  filterByAppointmentDate: boolean;
  bookingChannel: BookingChannel;
  reportType: ReportType;
}

export type ReportListFilter = 'companies' | 'services' | 'locations' | 'paymentModes' | 'statuses';
export type ClearableReportFilter = ReportListFilter | 'dates' | 'filterByAppointmentDate' | 'bookingChannel';

/** `today` is the operator's calendar date, `YYYY-MM-DD`. */
export function defaultReportFilters(today: string): ReportFilterState {
  return {
    companies: [],
    services: [],
    locations: [],
    paymentModes: [],
    statuses: [],
    startDate: today,
    endDate: today,
    filterByAppointmentDate: false,
    bookingChannel: 'ALL',
    reportType: 'appointment',
  };
}

export function clearReportFilter(
  state: ReportFilterState,
  filter: ClearableReportFilter,
  today: string,
): ReportFilterState {
  switch (filter) {
    case 'dates':
      return { ...state, startDate: today, endDate: today };
    case 'filterByAppointmentDate':
      return { ...state, filterByAppointmentDate: false };
    case 'bookingChannel':
      return { ...state, bookingChannel: 'ALL' };
    default:
      return { ...state, [filter]: [] };
  }
}

/** Removes one chosen value (a chip) from a list filter. */
export function removeReportFilterValue(
  state: ReportFilterState,
  filter: ReportListFilter,
  code: string,
): ReportFilterState {
  return { ...state, [filter]: state[filter].filter((entry) => entry.code !== code) };
}

/**
 * Back to the defaults with dates on today. The report type stays: clearing filters must not switch the
 * report the operator is looking at.
 */
export function clearAllReportFilters(state: ReportFilterState, today: string): ReportFilterState {
  return { ...defaultReportFilters(today), reportType: state.reportType };
}
