import type { PortalRef } from '../session/session-types';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  system: () => [...dashboardKeys.all, 'system'] as const,
  portal: (ref: PortalRef) => [...dashboardKeys.all, ref.kind, ref.code] as const,
};
