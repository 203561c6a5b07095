import type { SessionStore } from './session-store';
import type { SessionArea } from './session-types';

/** Partner sessions hang off the user-portal sign-in, so they end with it. */
export function endAreaSession(store: SessionStore, area: SessionArea): void {
  if (area === 'userPortal') store.clearAllPartners();
  store.clear(area);
}
