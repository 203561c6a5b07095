import { STORAGE_KEYS } from './storage-keys';

/**
 * Calls `onLogout` when another tab writes a new logout marker. The storage event fires only in the other
 * tabs, which is exactly the audience: the tab that logged out resets itself.
 */
export function onLogoutInOtherTab(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  onLogout: () => void,
): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.logout && event.newValue) onLogout();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
