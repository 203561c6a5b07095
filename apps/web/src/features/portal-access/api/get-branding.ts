import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { systemClient } from '../../session/backend';
import { portalAccessKeys } from '../keys';

/**
 * Public branding of a sign-in page, or null when the server does not know the partner or location (unknown,
 * malformed, inactive, or the location belongs to another partner): that sign-in page does not exist. Other failures
 * throw, and the route shows its error page.
 */
export async function getBranding(
  partnerId: string,
  locationId?: string,
): Promise<Schemas['PartnerImages'] | null> {
  const call = await systemClient().GET('/system/v1/partner/{id}/images', {
    params: { path: { id: partnerId }, query: locationId ? { locationId } : {} },
  });
  // 400: an id that is not even well-formed (the server names the field), so no such page either.
  if (call.response.status === 404 || call.response.status === 400) return null;
  const result = await unwrap(Promise.resolve(call));
  return result.data;
}

/** The loader's half: a missing partner or location is the route's not-found page, not a sign-in form. */
export async function ensureBranding(
  queryClient: QueryClient,
  partnerId: string,
  locationId?: string,
): Promise<Schemas['PartnerImages']> {
  const branding = await queryClient.ensureQueryData(brandingQueryOptions(partnerId, locationId));
  if (!branding) throw notFound();
  return branding;
}

export const brandingQueryOptions = (partnerId: string, locationId?: string) =>
  queryOptions({
    queryKey: portalAccessKeys.branding(partnerId, locationId),
    queryFn: () => getBranding(partnerId, locationId),
  });

export const useBranding = (partnerId: string, locationId?: string) =>
  useSuspenseQuery(brandingQueryOptions(partnerId, locationId));
