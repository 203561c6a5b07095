import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { systemClient } from '../../session/backend';
import { portalAccessKeys } from '../keys';

/** Public branding of a sign-in page; an unknown or inactive partner gets the product's own look. */
export async function getBranding(
  partnerId: string,
  locationId?: string,
): Promise<Schemas['PartnerImages'] | null> {
  try {
    const result = await unwrap(
      systemClient().GET('/system/v1/partner/{id}/images', {
        params: { path: { id: partnerId }, query: locationId ? { locationId } : {} },
      }),
    );
    return result.data;
  } catch {
    return null;
  }
}

export const brandingQueryOptions = (partnerId: string, locationId?: string) =>
  queryOptions({
    queryKey: portalAccessKeys.branding(partnerId, locationId),
    queryFn: () => getBranding(partnerId, locationId),
  });

export const useBranding = (partnerId: string, locationId?: string) =>
  useSuspenseQuery(brandingQueryOptions(partnerId, locationId));
