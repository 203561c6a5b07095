import { Outlet } from '@tanstack/react-router';
import { usePortal } from '../session/portal-page';
import { PortalLayout } from './PortalLayout';

/** A portal's layout route: the portal's shell around the page of its path. */
export function PortalOutlet() {
  return (
    <PortalLayout portal={usePortal()}>
      <Outlet />
    </PortalLayout>
  );
}
