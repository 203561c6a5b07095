import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { PortalLayout } from '../../../features/layout/PortalLayout';
import { portalEntry } from '../../../features/session/portal-guard';

export const Route = createFileRoute('/location/$locationCode/_portal')({
  beforeLoad: async ({ params, context: { queryClient } }) => {
    const target = await portalEntry(queryClient, { kind: 'location', code: params.locationCode });
    if (target === 'forbidden') {
      throw redirect({
        to: '/location/$locationCode/errors/$',
        params: { locationCode: params.locationCode, _splat: '403' },
        replace: true,
      });
    }
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
