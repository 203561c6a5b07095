import type { QueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { PortalRef } from './session-types';

/**
 * The path params that name a portal: /partner/$partnerCode/… or /location/$locationCode/…. A location's branded
 * sign-in path (/partner/$partnerCode/$partnerId/location/$locationCode/…) names both, and is the location's.
 */
export interface PortalParams {
  partnerCode?: string;
  locationCode?: string;
}

/** The portal a page's path params name. */
export function portalOf(params: PortalParams): PortalRef {
  if (params.locationCode !== undefined) return { kind: 'location', code: params.locationCode };
  if (params.partnerCode !== undefined) return { kind: 'partner', code: params.partnerCode };
  throw new Error('This page is not inside a partner or location portal');
}

/** The rendered page's path params: every route of the app, so each one may be absent. */
export function usePathParams(): Record<string, string | undefined> {
  return useParams({ strict: false });
}

/** The portal the rendered page is in (partner or location), from its path. */
export function usePortal(): PortalRef {
  return portalOf(usePathParams());
}

/** One param of the rendered page's path, such as the `companyId` of …/companies/detail/$companyId. */
export function usePathParam(name: string): string {
  const value = usePathParams()[name];
  if (value === undefined) throw new Error(`This page's path has no $${name}`);
  return value;
}

/** What a route's loader is given that a page's loader reads: the query client and the path params. */
export interface PageLoaderArgs<Params> {
  context: { queryClient: QueryClient };
  params: Params & PortalParams;
}

/**
 * A portal page's loader: puts what its screen reads in the cache before the page renders (so the screen's
 * suspense queries find it), given the portal and the path params.
 */
export function portalLoader<Params>(
  load: (queryClient: QueryClient, portal: PortalRef, params: Params) => Promise<unknown>,
) {
  return ({ context: { queryClient }, params }: PageLoaderArgs<Params>) =>
    load(queryClient, portalOf(params), params);
}

/** A page of a portal, by its path inside the portal: `companies/detail/<id>` → /partner/ACME/companies/detail/<id>. */
export function portalHref(portal: PortalRef, path: string): { href: string } {
  return { href: `/${portal.kind}/${encodeURIComponent(portal.code)}/${path}` };
}
