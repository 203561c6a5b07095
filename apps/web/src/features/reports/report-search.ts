import { bookingChannelOf, type BookingChannel, type ReportType } from '@ridgeline/domain';

/**
 * The Reports screen's state in the address: report type, the §3 filters (ids or codes), the date range and
 * which date it filters on, and the page. Dates missing from the address are today's (spec §9).
 */
export interface ReportScreenSearch {
  type: ReportType;
  companies: string[];
  services: string[];
  locations: string[];
  paymentModes: string[];
  statuses: string[];
  /** `YYYY-MM-DD`; empty means today. */
  from: string;
  to: string;
  /** Filter on the appointment date instead of the created date. */
  byAppointmentDate: boolean;
  /** Who booked: the applicant online, staff, or anyone (issue 29). */
  channel: BookingChannel;
  page: number;
  size: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function codes(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];
  return list
    .filter((entry): entry is string => typeof entry === 'string' && entry.length > 0 && entry.length <= 50)
    .slice(0, 100);
}

export function reportScreenSearch(search: Record<string, unknown>): ReportScreenSearch {
  const page = Number(search['page']);
  const size = Number(search['size']);
  const date = (value: unknown) => (typeof value === 'string' && DATE.test(value) ? value : '');
  return {
    type: search['type'] === 'biometric' ? 'biometric' : 'appointment',
    companies: codes(search['companies']),
    services: codes(search['services']),
    locations: codes(search['locations']),
    paymentModes: codes(search['paymentModes']),
    statuses: codes(search['statuses']),
    from: date(search['from']),
    to: date(search['to']),
    byAppointmentDate: search['byAppointmentDate'] === true || search['byAppointmentDate'] === 'true',
    channel: bookingChannelOf(search['channel']),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: [10, 25, 50].includes(size) ? size : 10,
  };
}
