import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { PortalLayout } from '../../../features/layout/PortalLayout';
import { portalGuard } from '../../../features/session/portal-guard';

export const Route = createFileRoute('/partner/$partnerCode/_portal')({
  beforeLoad: ({ params }) => {
    const target = portalGuard({ kind: 'partner', code: params.partnerCode });
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
