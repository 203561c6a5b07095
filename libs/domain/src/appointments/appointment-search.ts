import {
  toWireAppointmentStatus,
  type AppointmentStatus,
  type WireAppointmentStatus,
} from '../statuses/appointment-status';

export type SortOrder = 'ASC' | 'DESC';
export type AppointmentSortField = 'appointmentDate' | 'createdOn';

export interface AppointmentSearchParams {
  /** One-based page number. */
  pageNumber: number;
  pageSize: number;
  status: AppointmentStatus | null;
  searchParameter: string;
  /** `YYYY-MM-DD`, or null for any date. */
  appointmentDate: string | null;
  sortOrder: SortOrder;
  sortField: AppointmentSortField;
}

export const DEFAULT_PAGE_SIZE = 10;

/** Newest appointments first: staff open the list to see what is coming up or just came in. */
export function defaultAppointmentSearch(): AppointmentSearchParams {
  return {
    pageNumber: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    status: null,
    searchParameter: '',
    appointmentDate: null,
    sortOrder: 'DESC',
    sortField: 'appointmentDate',
  };
}

export function toggleSortOrder(order: SortOrder): SortOrder {
  return order === 'ASC' ? 'DESC' : 'ASC';
}

/**
 * Clicking the sorted column flips its direction; clicking another column sorts by it ascending. Either way the
 * list goes back to its first page, since the old page number means nothing in the new order.
 */
export function sortAppointmentsBy(
  params: AppointmentSearchParams,
  field: AppointmentSortField,
): AppointmentSearchParams {
  const sortOrder = params.sortField === field ? toggleSortOrder(params.sortOrder) : 'ASC';
  return { ...params, sortField: field, sortOrder, pageNumber: 1 };
}

export interface AppointmentSearchPayload {
  pageNumber: number;
  pageSize: number;
  status?: WireAppointmentStatus;
  searchParameter?: string;
  appointmentDate?: string;
  sortOrder: SortOrder;
  sortField: AppointmentSortField;
}

/** Wire form: empty criteria are left out and the status takes its wire spelling. */
export function toAppointmentSearchPayload(params: AppointmentSearchParams): AppointmentSearchPayload {
  const search = params.searchParameter.trim();
  return {
    pageNumber: params.pageNumber,
    pageSize: params.pageSize,
    ...(params.status ? { status: toWireAppointmentStatus(params.status) } : {}),
    ...(search ? { searchParameter: search } : {}),
    ...(params.appointmentDate ? { appointmentDate: params.appointmentDate } : {}),
    sortOrder: params.sortOrder,
    sortField: params.sortField,
  };
}
