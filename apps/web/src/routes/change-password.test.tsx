import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '../App';
import { sessions } from '../features/session/browser-session';
import { createQueryClient } from '../query-client';
import { createAppRouter } from '../router';
import { fakeToken } from '../test/fake-token';
import { signedInUser } from '../features/session/session-fixtures';

function renderAt(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(<App queryClient={queryClient} router={router} />);
  return router;
}

/** Waits for the router to land on `path` and for the change-password form there. */
async function expectChangePasswordAt(router: ReturnType<typeof renderAt>, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
  expect(await screen.findByRole('heading', { name: 'Reset Password Form' })).toBeTruthy();
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the change-password routes', () => {
  it('sends the mixed-case /change-Password of the menu to /change-password', async () => {
    sessions.write('userPortal', { token: fakeToken(), user: signedInUser({ fullName: 'Uma User' }) });
    const router = renderAt('/change-Password');
    await expectChangePasswordAt(router, '/change-password');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it("sends an administrator's /change-Password to the system change-password page", async () => {
    sessions.write('system', { token: fakeToken(), user: signedInUser({ fullName: 'Ada Admin' }) });
    const router = renderAt('/change-Password');
    await expectChangePasswordAt(router, '/system/change-password');
  });

  it('keeps an administrator with an e-mailed password on the enforced change, without Cancel', async () => {
    sessions.write('system', {
      token: fakeToken(),
      user: signedInUser({ fullName: 'Ada Admin', enforcePasswordChange: true }),
    });
    const router = renderAt('/system/dashboard');
    await expectChangePasswordAt(router, '/system/enforce-password');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('sends a partner page without its codes to /', async () => {
    sessions.write('userPortal', { token: fakeToken(), user: signedInUser({ fullName: 'Uma User' }) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: { partners: {}, locations: {} } }))),
    );
    const router = renderAt('/partner');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    vi.unstubAllGlobals();
  });
});
