import { textParam } from '../lists/list-search';
import { APPOINTMENT_STATUSES, isAppointmentStatus, type AppointmentStatus } from '@ridgeline/domain';

/** The appointment list's state in the URL: paging, sort, status chip, text, date and the open appointment. */
export interface AppointmentListSearch {
  page: number;
  size: number;
  sort: 'appointmentDate' | 'createdOn';
  order: 'ASC' | 'DESC';
  q: string;
  status: AppointmentStatus | 'ALL';
  date: string;
  /** The appointment shown in the detail panel. */
  open?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function appointmentListSearch(search: Record<string, unknown>): AppointmentListSearch {
  const page = Number(search['page']);
  const size = Number(search['size']);
  const status = search['status'];
  const result: AppointmentListSearch = {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: [10, 25, 50].includes(size) ? size : 10,
    sort: search['sort'] === 'createdOn' ? 'createdOn' : 'appointmentDate',
    order: search['order'] === 'ASC' ? 'ASC' : 'DESC',
    q: textParam(search['q'], 100),
    status: isAppointmentStatus(status) ? status : 'ALL',
    date: typeof search['date'] === 'string' && DATE.test(search['date']) ? search['date'] : '',
  };
  if (typeof search['open'] === 'string' && /^[0-9a-f-]{36}$/i.test(search['open']))
    result.open = search['open'];
  return result;
}

export const STATUS_CHIPS: readonly (AppointmentStatus | 'ALL')[] = ['ALL', ...APPOINTMENT_STATUSES];
