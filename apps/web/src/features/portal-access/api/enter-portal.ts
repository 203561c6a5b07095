import { useMutation } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { withPartnerBiometrics, type PermissionSet } from '@ridgeline/domain';
import { partnerSignInClient } from '../../session/backend';
import { sessions } from '../../session/browser-session';
import type { LocationSummary, PartnerSession, PortalRef } from '../../session/session-types';

export interface EnterPortalInput {
  ref: PortalRef;
  partnerId: string;
  locationId?: string | null;
  location?: LocationSummary;
}

/** Permission groups as the server sends them, keyed by module the way `hasPermission` reads them. */
export function toPermissionSet(groups: readonly Schemas['PermissionGroup'][]): PermissionSet {
  const set: Record<string, Schemas['Permission'][]> = {};
  for (const group of groups) set[group.code] = [...(set[group.code] ?? []), ...group.permissions];
  return withPartnerBiometrics(set);
}

/** Exchanges the user-portal token for one partner or location session and stores it under its code. */
export async function enterPortal({
  ref,
  partnerId,
  locationId,
  location,
}: EnterPortalInput): Promise<PartnerSession> {
  const isLocation = ref.kind === 'location';
  const result = await unwrap(
    partnerSignInClient().POST('/partner/v1/auths', {
      body: { partnerId, locationId: isLocation ? (locationId ?? null) : null, location: isLocation },
    }),
  );
  const { token, permissions, user } = result.data;
  const session: PartnerSession = {
    ...user,
    accessCode: ref.code,
    token,
    permissions: toPermissionSet(permissions),
    ...(location ? { location } : {}),
  };
  sessions.writePartner(ref, session);
  return session;
}

export function useEnterPortal() {
  return useMutation({ mutationFn: enterPortal });
}
