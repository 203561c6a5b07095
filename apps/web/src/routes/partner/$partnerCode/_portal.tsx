import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { PortalLayout } from '../../../features/layout/PortalLayout';
import { portalEntry } from '../../../features/session/portal-guard';

export const Route = createFileRoute('/partner/$partnerCode/_portal')({
  beforeLoad: async ({ params, context: { queryClient } }) => {
    const target = await portalEntry(queryClient, { kind: 'partner', code: params.partnerCode });
    if (target === 'forbidden') {
      throw redirect({
        to: '/partner/$partnerCode/errors/$',
        params: { partnerCode: params.partnerCode, _splat: '403' },
        replace: true,
      });
    }
    if (target) throw redirect({ to: target, replace: true });
  },
  component: function PartnerPortal() {
    const { partnerCode } = Route.useParams();
    return (
      <PortalLayout portal={{ kind: 'partner', code: partnerCode }}>
        <Outlet />
      </PortalLayout>
    );
  },
});
