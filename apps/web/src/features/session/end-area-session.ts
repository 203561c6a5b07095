import type { SessionStore } from './session-store';
import type { SessionArea } from './session-types';

/**
 * Partner sessions hang off the user-portal sign-in, so they end with it. The user-portal token goes first:
 * the other order passes through "signed in, no portal session", which the session guardian answers by sending
 * the user to the portal chooser in the middle of a logout.
 */
export function endAreaSession(store: SessionStore, area: SessionArea): void {
  store.clear(area);
  if (area === 'userPortal') store.clearAllPartners();
}
