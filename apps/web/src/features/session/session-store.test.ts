import { describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../../test/fake-token';
import { createSessionStore, type KeyValueStorage } from './session-store';
import type { PartnerSession } from './session-types';
import { STORAGE_KEYS } from './storage-keys';
import { signedInUser, partnerSessionUser } from './session-fixtures';

function memory(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const partnerSession = (token: string, partnerId = 'p1'): PartnerSession =>
  partnerSessionUser({ id: 'u1', fullName: 'Pat Partner', partnerId, token, permissions: {} });

describe('the session store', () => {
  it('keeps the system and user-portal sessions apart', () => {
    const store = createSessionStore(memory());
    store.write('system', { token: 'sys', user: signedInUser({ fullName: 'Ada Admin' }) });
    store.write('userPortal', { token: 'usr', user: signedInUser({ fullName: 'Uma User' }) });
    store.clear('system');
    expect(store.token('system')).toBeNull();
    expect(store.read('userPortal')?.user.fullName).toBe('Uma User');
  });

  it('stores one partner session per partner or location code', () => {
    const store = createSessionStore(memory());
    store.writePartner({ kind: 'partner', code: 'acme' }, partnerSession('a'));
    store.writePartner({ kind: 'partner', code: 'globex' }, partnerSession('g', 'p2'));
    // A location may share its code with a partner; the sessions stay separate.
    store.writePartner({ kind: 'location', code: 'acme' }, partnerSession('l'));
    expect(store.partnerToken({ kind: 'partner', code: 'acme' })).toBe('a');
    expect(store.partnerToken({ kind: 'partner', code: 'globex' })).toBe('g');
    expect(store.partnerToken({ kind: 'location', code: 'acme' })).toBe('l');
    store.clearPartner({ kind: 'partner', code: 'acme' });
    expect(store.partnerToken({ kind: 'partner', code: 'acme' })).toBeNull();
    expect(store.partnerToken({ kind: 'location', code: 'acme' })).toBe('l');
  });

  it('writes a different random logout marker on every logout and removes it at the next sign-in', () => {
    const storage = memory();
    const store = createSessionStore(storage);
    const first = store.markManualLogout();
    const second = store.markManualLogout();
    expect(first).not.toBe(second);
    expect(storage.values.get(STORAGE_KEYS.logout)).toBe(second);
    store.write('userPortal', { token: fakeToken(), user: signedInUser({ fullName: 'Uma User' }) });
    expect(store.hasManualLogoutMarker()).toBe(false);
  });

  it('tells subscribers about every change and stops when they unsubscribe', () => {
    const store = createSessionStore(memory());
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.write('system', { token: 't', user: signedInUser({ fullName: 'Ada Admin' }) });
    store.clearAllPartners();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    store.clear('system');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reports changes made in other tabs through the storage event', () => {
    const store = createSessionStore(memory(), window);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userPortal, newValue: null }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('remembers the e-mail of the system sign-in for the enforced password change', () => {
    const store = createSessionStore(memory());
    store.rememberSystemEmail('admin@example.com');
    expect(store.systemEmail()).toBe('admin@example.com');
  });
});
