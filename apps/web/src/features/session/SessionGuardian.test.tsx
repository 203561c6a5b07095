import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '../../App';
import { createQueryClient } from '../../query-client';
import { createAppRouter } from '../../router';
import { fakeToken } from '../../test/fake-token';
import { sessions } from './browser-session';
import { SESSION_EXPIRED_MESSAGE } from './session-messages';
import { STORAGE_KEYS } from './storage-keys';
import { signedInUser } from './session-fixtures';

const access = {
  data: { partners: { p1: { code: 'acme', legalName: 'Acme Prints', companyLogo: null } }, locations: {} },
};

function renderAt(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(<App queryClient={queryClient} router={router} />);
  return { router, queryClient };
}

beforeEach(() => {
  localStorage.clear();
  notifications.clean();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(access), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the session guardian', () => {
  it('sends a visitor without a session from / to the sign-in page', async () => {
    const { router } = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('shows the expiry toast and goes to /auth/login when the user token disappears', async () => {
    sessions.write('userPortal', { token: fakeToken(), user: signedInUser({ fullName: 'Uma User' }) });
    const { router } = renderAt('/');
    expect(await screen.findByText('Acme Prints')).toBeTruthy();
    act(() => localStorage.removeItem(STORAGE_KEYS.userPortal));
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE, {}, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('ends the session without the toast when another tab logs out', async () => {
    sessions.write('userPortal', { token: fakeToken(), user: signedInUser({ fullName: 'Uma User' }) });
    const { router, queryClient } = renderAt('/');
    expect(await screen.findByText('Acme Prints')).toBeTruthy();
    act(() => {
      // What the other tab leaves behind in the shared storage, then the event this tab receives.
      localStorage.setItem(STORAGE_KEYS.logout, 'other-tab-marker');
      localStorage.removeItem(STORAGE_KEYS.userPortal);
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORAGE_KEYS.logout, newValue: 'other-tab-marker' }),
      );
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('ends only the user-portal session when a user-portal call answers 401', async () => {
    sessions.write('system', { token: fakeToken(), user: signedInUser({ fullName: 'Ada Admin' }) });
    sessions.write('userPortal', { token: fakeToken(), user: signedInUser({ fullName: 'Uma User' }) });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 401, message: 'Unauthorized', description: '' }), {
            status: 401,
          }),
      ),
    );
    const { router } = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(sessions.token('userPortal')).toBeNull();
    expect(sessions.token('system')).not.toBeNull();
  });
});
