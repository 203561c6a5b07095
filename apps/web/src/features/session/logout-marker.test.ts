import { describe, expect, it, vi } from 'vitest';
import { onLogoutInOtherTab } from './logout-marker';
import { STORAGE_KEYS } from './storage-keys';

describe('logout in another tab', () => {
  it('ends this tab when another tab writes a new logout marker', () => {
    const onLogout = vi.fn();
    const stop = onLogoutInOtherTab(window, onLogout);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.logout, newValue: '123-abc' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ignores other keys and the marker being removed by a sign-in', () => {
    const onLogout = vi.fn();
    const stop = onLogoutInOtherTab(window, onLogout);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userPortal, newValue: 'x' }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.logout, newValue: null }));
    expect(onLogout).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening once disposed', () => {
    const onLogout = vi.fn();
    onLogoutInOtherTab(window, onLogout)();
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.logout, newValue: 'later' }));
    expect(onLogout).not.toHaveBeenCalled();
  });
});
