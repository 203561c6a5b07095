import type { PortalRef } from '../session/session-types';

/** What a list screen keeps in the URL: page, size, sort, text and status (active/inactive/all). */
export interface ListSearch {
  page: number;
  size: number;
  sort?: string;
  order: 'ASC' | 'DESC';
  q: string;
  status: 'all' | 'active' | 'inactive';
}

/** The props a list screen takes from its route: the URL's search and how to change it. */
export interface ListSearchProps {
  search: ListSearch;
  onSearch(next: Partial<ListSearch>): void;
}

/** The props of a partner portal's list screen: its portal, the URL's search and how to change it. */
export interface PortalListProps extends ListSearchProps {
  portal: PortalRef;
}

const PAGE_SIZES = [10, 25, 50];

/**
 * A free-text URL parameter. The router reads search params as JSON, so `?q=4155551082` arrives as a number:
 * digits typed into a search box are still text (issue 27: a phone search was silently dropped).
 */
export function textParam(value: unknown, max: number): string {
  if (typeof value === 'string') return value.slice(0, max);
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
    return String(value).slice(0, max);
  return '';
}

/** Parses a list's URL search params, falling back to defaults for anything malformed. */
export function listSearch(search: Record<string, unknown>): ListSearch {
  const page = Number(search['page']);
  const size = Number(search['size']);
  const result: ListSearch = {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: PAGE_SIZES.includes(size) ? size : 10,
    order: search['order'] === 'DESC' ? 'DESC' : 'ASC',
    q: textParam(search['q'], 100),
    status: search['status'] === 'active' || search['status'] === 'inactive' ? search['status'] : 'all',
  };
  if (typeof search['sort'] === 'string' && /^\w{1,40}$/.test(search['sort'])) result.sort = search['sort'];
  return result;
}

/** The contract's search request of a list's URL state. */
export function searchRequest(search: ListSearch) {
  return {
    pageNumber: search.page,
    pageSize: search.size,
    searchParameter: search.q || undefined,
    // The URL's sort is one of the list's own column fields (ListTable offers no other); each list's contract
    // declares its fields as an enum, and the API answers 400 for any other name.
    sortField: search.sort as never,
    sortOrder: search.order,
    active: search.status === 'all' ? undefined : search.status === 'active',
  };
}

export { PAGE_SIZES };
