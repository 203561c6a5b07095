import {
  createPartnerClient,
  createSystemClient,
  createUserPortalClient,
  type BackendClient,
  type UnauthorizedEvents,
  type XsrfStorage,
} from '@ridgeline/backend-client';
import { sessions } from './browser-session';
import { portalStorageKey } from './session-store';
import type { PortalRef } from './session-types';
import { STORAGE_KEYS } from './storage-keys';
import { unauthorizedEvents } from './unauthorized-bus';

const xsrf: XsrfStorage = {
  get: () => sessions.raw(STORAGE_KEYS.xsrf),
  set: (token) => localStorage.setItem(STORAGE_KEYS.xsrf, token),
};

// An absolute base: openapi-fetch builds Request objects, which need one outside a browser page too.
const baseUrl = typeof window === 'undefined' ? '' : window.location.origin;

let system: BackendClient<'system'> | undefined;
let userPortal: BackendClient<'userPortal'> | undefined;
let partnerSignIn: BackendClient<'partner'> | undefined;
const partners = new Map<string, BackendClient<'partner'>>();

export function systemClient(): BackendClient<'system'> {
  system ??= createSystemClient({
    session: { getToken: () => sessions.token('system') },
    xsrf,
    baseUrl,
    events: unauthorizedEvents,
  });
  return system;
}

export function userPortalClient(): BackendClient<'userPortal'> {
  userPortal ??= createUserPortalClient({
    session: { getToken: () => sessions.token('userPortal') },
    xsrf,
    baseUrl,
    events: unauthorizedEvents,
  });
  return userPortal;
}

/** A 401 re-reported under another area. */
const reportAs = (report: () => void): UnauthorizedEvents => ({ on: () => () => undefined, emit: report });

/**
 * Partner sign-in exchanges the user-portal token, so it travels with that token and its 401 ends the
 * user-portal session.
 */
export function partnerSignInClient(): BackendClient<'partner'> {
  partnerSignIn ??= createPartnerClient({
    session: { getToken: () => sessions.token('userPortal') },
    xsrf,
    baseUrl,
    events: reportAs(() => unauthorizedEvents.emit({ type: 'unauthorized', area: 'userPortal', url: '' })),
  });
  return partnerSignIn;
}

/**
 * The client of one partner or location portal; a 401 ends that portal's session only. Every portal call needs
 * the portal's token, so one made after the session ended (a lazily loaded chart that mounts after logout) is
 * answered locally and never reaches the server.
 */
export function partnerClient(ref: PortalRef): BackendClient<'partner'> {
  const key = portalStorageKey(ref);
  let client = partners.get(key);
  if (!client) {
    client = createPartnerClient({
      session: { getToken: () => sessions.partnerToken(ref) },
      xsrf,
      baseUrl,
      requireToken: true,
      events: reportAs(() => sessions.clearPartner(ref)),
    });
    partners.set(key, client);
  }
  return client;
}
