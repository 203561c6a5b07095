import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { portalEntry } from './portal-guard';
import { portalHref, portalOf, type PortalParams } from './portal-page';

/**
 * The `beforeLoad` of a portal's layout route (/partner/$partnerCode/_portal, /location/$locationCode/_portal):
 * the sign-in or the chooser for a visitor without the sessions it needs, the portal's 403 page for a user who may
 * not enter it (portal-guard.ts). Given its params, not its whole context: a typed parameter there would narrow
 * the params the router infers for every page below.
 */
export async function enterPortal(queryClient: QueryClient, params: PortalParams): Promise<void> {
  const portal = portalOf(params);
  const target = await portalEntry(queryClient, portal);
  if (target === 'forbidden') throw redirect({ ...portalHref(portal, 'errors/403'), replace: true });
  if (target) throw redirect({ to: target, replace: true });
}
