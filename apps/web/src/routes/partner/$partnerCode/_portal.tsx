import { createFileRoute } from '@tanstack/react-router';
import { PortalOutlet } from '../../../features/layout/PortalOutlet';
import { enterPortal } from '../../../features/session/enter-portal';

export const Route = createFileRoute('/partner/$partnerCode/_portal')({
  beforeLoad: ({ params, context: { queryClient } }) => enterPortal(queryClient, params),
  component: PortalOutlet,
});
