import { BIOMETRIC_STATUSES, type BiometricStatusFilter } from '@ridgeline/domain';
import { PAGE_SIZES, textParam } from '../lists/list-search';

/** The biometric list's URL state: the §3 filters, paging and sort. */
export interface BiometricListSearch {
  page: number;
  size: number;
  sort: 'createdOn' | 'lastName' | 'status';
  order: 'ASC' | 'DESC';
  q: string;
  status: BiometricStatusFilter;
  createdOn: string;
  residentStatus: string;
  recaptureOf: string;
  withParent: boolean;
}

const SORTS = ['createdOn', 'lastName', 'status'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[0-9a-f-]{36}$/i;

export function biometricListSearch(search: Record<string, unknown>): BiometricListSearch {
  const page = Number(search['page']);
  const size = Number(search['size']);
  const status = search['status'];
  const sort = search['sort'];
  const text = (key: string, max: number) => textParam(search[key], max);
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: PAGE_SIZES.includes(size) ? size : 10,
    sort: SORTS.includes(sort as (typeof SORTS)[number])
      ? (sort as BiometricListSearch['sort'])
      : 'createdOn',
    order: search['order'] === 'ASC' ? 'ASC' : 'DESC',
    q: text('q', 100),
    status: (BIOMETRIC_STATUSES as readonly unknown[]).includes(status)
      ? (status as BiometricStatusFilter)
      : 'ALL',
    createdOn: DATE.test(text('createdOn', 10)) ? text('createdOn', 10) : '',
    residentStatus: text('residentStatus', 50),
    recaptureOf: ID.test(text('recaptureOf', 36)) ? text('recaptureOf', 36) : '',
    withParent: search['withParent'] === true || search['withParent'] === 'true',
  };
}

/** The contract's BiometricSearch of the URL state ("All" and empty filters are left out). */
export function biometricSearchRequest(search: BiometricListSearch) {
  return {
    pageNumber: search.page,
    pageSize: search.size,
    sortField: search.sort,
    sortOrder: search.order,
    ...(search.q ? { searchParameter: search.q } : {}),
    ...(search.status !== 'ALL' ? { status: search.status } : {}),
    ...(search.createdOn ? { createdOn: search.createdOn } : {}),
    ...(search.residentStatus ? { residentStatus: search.residentStatus } : {}),
    ...(search.recaptureOf ? { recaptureReferenceId: search.recaptureOf } : {}),
    ...(search.withParent ? { includeRecaptureParent: true } : {}),
  };
}
