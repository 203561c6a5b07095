import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { PortalLayout } from '../../../features/layout/PortalLayout';
import { portalGuard } from '../../../features/session/portal-guard';

export const Route = createFileRoute('/location/$locationCode/_portal')({
  beforeLoad: ({ params }) => {
    const target = portalGuard({ kind: 'location', code: params.locationCode });
    if (target) throw redirect({ to: target, replace: true });
  },
  component: function LocationPortal() {
    const { locationCode } = Route.useParams();
    return (
      <PortalLayout portal={{ kind: 'location', code: locationCode }}>
        <Outlet />
      </PortalLayout>
    );
  },
});
