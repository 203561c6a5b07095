import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import { sessions } from '../../session/browser-session';
import type { PortalRef } from '../../session/session-types';

export interface LocationInfo {
  title: string;
  code: string;
  displayName?: string;
  description?: string | null;
  timeZone?: string;
  addressLineOne: string;
  addressLineTwo?: string | null;
  city: string;
  state?: string;
  zipCode?: string;
  contact?: string;
}

/** The location record; the summary kept at sign-in stands in while the location service is not there. */
export async function getLocationInfo(ref: PortalRef): Promise<LocationInfo> {
  const session = sessions.readPartner(ref);
  const fallback: LocationInfo = {
    title: session?.location?.name ?? ref.code,
    code: ref.code,
    addressLineOne: session?.location?.addressLineOne ?? '',
    city: session?.location?.city ?? '',
  };
  if (!session?.locationId) return fallback;
  try {
    const { data } = await unwrap(
      partnerClient(ref).GET('/partner/v1/locations/{id}', { params: { path: { id: session.locationId } } }),
    );
    const contact = [data.contactInfo?.firstName, data.contactInfo?.lastName].filter(Boolean).join(' ');
    return {
      title: data.title,
      code: data.code,
      displayName: data.displayName,
      description: data.description ?? null,
      timeZone: data.timeZone,
      addressLineOne: data.addressInfo.addressLineOne,
      addressLineTwo: data.addressInfo.addressLineTwo ?? null,
      city: data.addressInfo.city,
      state: data.addressInfo.state,
      zipCode: data.addressInfo.zipCode,
      ...(contact ? { contact } : {}),
    };
  } catch {
    return fallback;
  }
}

export const locationInfoKeys = {
  detail: (ref: PortalRef) => ['location-info', ref.kind, ref.code] as const,
};

export const locationInfoQueryOptions = (ref: PortalRef) =>
  queryOptions({ queryKey: locationInfoKeys.detail(ref), queryFn: () => getLocationInfo(ref) });

export const useLocationInfo = (ref: PortalRef) => useSuspenseQuery(locationInfoQueryOptions(ref));
