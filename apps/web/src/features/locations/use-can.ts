import { hasPermission, type PermissionCode } from '@ridgeline/domain';
import { usePartnerSession } from '../session/use-session';
import type { PortalRef } from '../session/session-types';

/** Whether the portal's session holds a right (hides actions the server would refuse anyway). */
export function useCan(portal: PortalRef): (code: PermissionCode) => boolean {
  const session = usePartnerSession(portal);
  return (code) => !!session && hasPermission(session.permissions, code);
}
