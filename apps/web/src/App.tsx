import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ridgelineTheme } from '@ridgeline/ui';
import { LazyToasts } from './features/toasts/LazyToasts';
import type { createAppRouter } from './router';

export interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ queryClient, router }: AppProps) {
  return (
    <MantineProvider theme={ridgelineTheme}>
      <LazyToasts />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
