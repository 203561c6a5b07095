import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '../App';
import { createQueryClient } from '../query-client';
import { createAppRouter } from '../router';

describe('the first page', () => {
  it('sends a visitor without a session to the sign-in page, which says what Ridgeline is', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: ['/'] }));
    render(<App queryClient={queryClient} router={router} />);
    expect(await screen.findByRole('heading', { name: 'Ridgeline' })).toBeTruthy();
    expect(screen.getByText(/FBI background checks/)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('redirects an unknown path to /', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: ['/no/such/page'] }));
    render(<App queryClient={queryClient} router={router} />);
    // / itself needs a session, so the visitor ends on the sign-in page by way of /.
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
