import { portalHref, usePathParams, usePortal } from '../session/portal-page';
import { ErrorPage } from './ErrorPage';

/** A portal's error page, …/errors/$ (403, 404). */
export function PortalErrorPage() {
  const portal = usePortal();
  const code = usePathParams()['_splat'] ?? '';
  // Forbidden: the portal's own pages are closed to this user, so "back" is the chooser.
  return <ErrorPage code={code} home={code === '403' ? '/' : portalHref(portal, 'dashboard').href} />;
}
