import { useMemo, useSyncExternalStore } from 'react';
import { sessions } from './browser-session';
import type { AreaSession, PartnerSession, PortalRef, SessionArea } from './session-types';
import { STORAGE_KEYS } from './storage-keys';

const AREA_KEY = { system: STORAGE_KEYS.system, userPortal: STORAGE_KEYS.userPortal } as const;

export function useAreaSession(area: SessionArea): AreaSession | null {
  const raw = useSyncExternalStore(sessions.subscribe, () => sessions.raw(AREA_KEY[area]));
  return useMemo(() => (raw ? sessions.read(area) : null), [raw, area]);
}

export function usePartnerSession(ref: PortalRef): PartnerSession | null {
  const raw = useSyncExternalStore(sessions.subscribe, () => sessions.raw(STORAGE_KEYS.partner));
  return useMemo(() => (raw ? sessions.readPartner(ref) : null), [raw, ref.kind, ref.code]);
}
