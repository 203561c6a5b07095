import { createFileRoute } from '@tanstack/react-router';
import { BrandedSignIn } from '../../../../features/portal-access/BrandedSignIn';

/** Partner sign-in, branded with the partner's logo and favicon. */
export const Route = createFileRoute('/partner/$partnerCode/$partnerId/auth')({
  component: function PartnerSignIn() {
    const { partnerCode, partnerId } = Route.useParams();
    return <BrandedSignIn portal={{ kind: 'partner', code: partnerCode }} partnerId={partnerId} />;
  },
});
