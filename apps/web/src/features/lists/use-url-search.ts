import { useCallback } from 'react';

/** The part of a file route a list screen needs: its validated search params and its navigate. */
export interface UrlSearchRoute<Search> {
  useSearch(): Search;
  useNavigate(): unknown;
}

type SearchNavigate<Search> = (options: {
  search: (prev: Search) => Search;
  replace: boolean;
}) => Promise<void>;

/**
 * A list screen's state kept in the URL (filters, sort, page, tab): what the route's `validateSearch` made of it and
 * how to change part of it. Changes replace the history entry, so Back leaves the list rather than undoing a filter.
 */
export function useUrlSearch<Search extends object>(
  route: UrlSearchRoute<Search>,
): { search: Search; onSearch(next: Partial<Search>): void } {
  const search = route.useSearch();
  // The route's navigate is typed by its path; this hook only ever merges into the route's own search.
  const navigate = route.useNavigate() as SearchNavigate<Search>;
  const onSearch = useCallback(
    (next: Partial<Search>) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
    [navigate],
  );
  return { search, onSearch };
}
