import { STORAGE_KEYS } from './storage-keys';
import type { AreaSession, PartnerSession, PortalRef, SessionArea } from './session-types';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStore {
  read(area: SessionArea): AreaSession | null;
  /** A sign-in: stores the session and clears the logout marker, so a later disappearance counts as expiry. */
  write(area: SessionArea, session: AreaSession): void;
  clear(area: SessionArea): void;
  token(area: SessionArea): string | null;
  readPartner(ref: PortalRef): PartnerSession | null;
  writePartner(ref: PortalRef, session: PartnerSession): void;
  clearPartner(ref: PortalRef): void;
  clearAllPartners(): void;
  partnerToken(ref: PortalRef): string | null;
  rememberSystemEmail(email: string): void;
  systemEmail(): string | null;
  /** Written by a manual logout; other tabs and the expiry watch read it. */
  markManualLogout(): string;
  hasManualLogoutMarker(): boolean;
  /** Raw stored value, stable between writes, for useSyncExternalStore. */
  raw(key: string): string | null;
  /** Same-tab writes and, when a window is given, other tabs' writes. */
  subscribe(listener: () => void): () => void;
}

const AREA_KEY = { system: STORAGE_KEYS.system, userPortal: STORAGE_KEYS.userPortal } as const;

export const portalStorageKey = (ref: PortalRef): string => `${ref.kind}:${ref.code}`;

function parse<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

function randomMarker(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
  return `${Date.now()}-${random}`;
}

export function createSessionStore(
  storage: KeyValueStorage,
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): SessionStore {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const set = (key: string, value: string | null) => {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    notify();
  };
  const partners = (): Record<string, PartnerSession> =>
    parse<Record<string, PartnerSession>>(storage.getItem(STORAGE_KEYS.partner)) ?? {};
  const writePartners = (all: Record<string, PartnerSession>) =>
    set(STORAGE_KEYS.partner, Object.keys(all).length === 0 ? null : JSON.stringify(all));

  const store: SessionStore = {
    read: (area) => parse<AreaSession>(storage.getItem(AREA_KEY[area])),
    write(area, session) {
      storage.removeItem(STORAGE_KEYS.logout);
      set(AREA_KEY[area], JSON.stringify(session));
    },
    clear: (area) => set(AREA_KEY[area], null),
    token: (area) => store.read(area)?.token || null,
    readPartner: (ref) => partners()[portalStorageKey(ref)] ?? null,
    writePartner(ref, session) {
      storage.removeItem(STORAGE_KEYS.logout);
      writePartners({ ...partners(), [portalStorageKey(ref)]: session });
    },
    clearPartner(ref) {
      const all = partners();
      delete all[portalStorageKey(ref)];
      writePartners(all);
    },
    clearAllPartners: () => set(STORAGE_KEYS.partner, null),
    partnerToken: (ref) => store.readPartner(ref)?.token || null,
    rememberSystemEmail: (email) => set(STORAGE_KEYS.systemUser, JSON.stringify({ email })),
    systemEmail: () => parse<{ email?: string }>(storage.getItem(STORAGE_KEYS.systemUser))?.email ?? null,
    markManualLogout() {
      const marker = randomMarker();
      set(STORAGE_KEYS.logout, marker);
      return marker;
    },
    hasManualLogoutMarker: () => !!storage.getItem(STORAGE_KEYS.logout),
    raw: (key) => storage.getItem(key),
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = () => listener();
      target?.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        target?.removeEventListener('storage', onStorage);
      };
    },
  };
  return store;
}
