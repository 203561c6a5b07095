import { usePortal } from '../session/portal-page';
import { useUrlSearch, type UrlSearchRoute } from './use-url-search';

/** A portal's list screen's props: the portal of its path, and its filters, sort and page kept in the URL. */
export function usePortalSearch<Search extends object>(route: UrlSearchRoute<Search>) {
  return { portal: usePortal(), ...useUrlSearch(route) };
}
