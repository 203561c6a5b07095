import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { listSearch } from './list-search';
import { useUrlSearch } from './use-url-search';

function routerAt(url: string) {
  const root = createRootRoute();
  let change: ((next: { q?: string; page?: number }) => void) | undefined;
  const list = createRoute({
    getParentRoute: () => root,
    path: '/list',
    validateSearch: listSearch,
    component: function List() {
      const { search, onSearch } = useUrlSearch(list);
      change = onSearch;
      return (
        <p>
          page {search.page} of {search.size}, q={search.q}, sort={search.sort ?? '-'}
        </p>
      );
    },
  });
  const history = createMemoryHistory({ initialEntries: ['/elsewhere', url] });
  const router = createRouter({ routeTree: root.addChildren([list]), history });
  return { router, history, change: (next: { q?: string; page?: number }) => change?.(next) };
}

describe('useUrlSearch', () => {
  it("reads the list's state from the URL and merges a change into it, replacing the history entry", async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router, history, change } = routerAt('/list?page=3&size=25&sort=name');
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('page 3 of 25, q=, sort=name')).toBeTruthy();
    await act(async () => change({ q: 'ab', page: 1 }));
    expect(await screen.findByText('page 1 of 25, q=ab, sort=name')).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ q: 'ab', page: 1, size: 25, sort: 'name' });
    // Replaced, not pushed: Back leaves the list.
    await act(async () => history.back());
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});
