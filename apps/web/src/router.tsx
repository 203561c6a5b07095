import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PageLoader } from '@ridgeline/ui';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(
  queryClient: QueryClient,
  history?: Parameters<typeof createRouter>[0]['history'],
) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history,
    defaultPreload: 'intent',
    // Route loaders hand their data to TanStack Query, which decides freshness.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <PageLoader />,
    // Loaded only when a page fails, so it costs the first screen nothing.
    defaultErrorComponent: lazyRouteComponent(() => import('./features/errors/RouteError'), 'RouteError'),
    defaultPendingMs: 150,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
