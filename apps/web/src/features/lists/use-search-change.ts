import type { UrlSearchRoute } from './use-url-search';

type PushNavigate<Search> = (options: { search: (previous: Search) => Search }) => Promise<void>;

/**
 * A screen's search kept in the URL where each change is a new history entry, so Back undoes it (the audit trail,
 * the deliveries); list screens whose Back leaves the list use `useUrlSearch`.
 */
export function useSearchChange<Search extends object>(route: UrlSearchRoute<Search>) {
  const search = route.useSearch();
  // The route's navigate is typed by its path; this hook only ever merges into the route's own search.
  const navigate = route.useNavigate() as PushNavigate<Search>;
  const onSearchChange = (change: Partial<Search>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }) });
  return { search, onSearchChange };
}
