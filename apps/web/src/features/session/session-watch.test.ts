import { describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../../test/fake-token';
import { createSessionStore, type KeyValueStorage } from './session-store';
import { createSessionWatch } from './session-watch';
import { signedInUser } from './session-fixtures';

function memory(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function setup(token: string | null) {
  const store = createSessionStore(memory());
  if (token) store.write('userPortal', { token, user: signedInUser({ fullName: 'Uma User' }) });
  const onExpired = vi.fn();
  const onLoggedOut = vi.fn();
  const watch = createSessionWatch({ store, area: 'userPortal', onExpired, onLoggedOut });
  return { store, watch, onExpired, onLoggedOut };
}

describe('the session watch', () => {
  it('reports an expiry when the user token disappears without a manual logout', () => {
    const { store, watch, onExpired, onLoggedOut } = setup(fakeToken());
    expect(watch.check()).toBe('active');
    store.clear('userPortal');
    expect(watch.check()).toBe('expired');
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(onLoggedOut).not.toHaveBeenCalled();
  });

  it('reports a logout, not an expiry, when the logout marker is present', () => {
    const { store, watch, onExpired, onLoggedOut } = setup(fakeToken());
    store.markManualLogout();
    store.clear('userPortal');
    expect(watch.check()).toBe('logged-out');
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('reports an expiry when the token passes its expiry time while still stored', () => {
    const store = createSessionStore(memory());
    store.write('userPortal', { token: fakeToken(60), user: signedInUser({ fullName: 'Uma User' }) });
    let now = Date.now();
    const onExpired = vi.fn();
    const watch = createSessionWatch({
      store,
      area: 'userPortal',
      onExpired,
      onLoggedOut: vi.fn(),
      now: () => now,
    });
    expect(watch.check()).toBe('active');
    now += 61_000;
    expect(watch.check()).toBe('expired');
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('says nothing to a visitor who never had a session', () => {
    const { watch, onExpired, onLoggedOut } = setup(null);
    expect(watch.check()).toBe('none');
    expect(watch.check()).toBe('none');
    expect(onExpired).not.toHaveBeenCalled();
    expect(onLoggedOut).not.toHaveBeenCalled();
  });

  it('reports an expiry once, then waits for the next sign-in', () => {
    const { store, watch, onExpired } = setup(fakeToken());
    store.clear('userPortal');
    watch.check();
    watch.check();
    expect(onExpired).toHaveBeenCalledTimes(1);
    store.write('userPortal', { token: fakeToken(), user: signedInUser({ fullName: 'Uma User' }) });
    expect(watch.check()).toBe('active');
    store.clear('userPortal');
    expect(watch.check()).toBe('expired');
    expect(onExpired).toHaveBeenCalledTimes(2);
  });
});
