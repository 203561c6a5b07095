import { createFileRoute } from '@tanstack/react-router';
import { brandingQueryOptions } from '../../../../features/portal-access/api/get-branding';
import { BrandedSignIn } from '../../../../features/portal-access/BrandedSignIn';

/** Partner sign-in, branded with the partner's logo and favicon. */
export const Route = createFileRoute('/partner/$partnerCode/$partnerId/auth')({
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(brandingQueryOptions(params.partnerId)),
  component: function PartnerSignIn() {
    const { partnerCode, partnerId } = Route.useParams();
    return <BrandedSignIn portal={{ kind: 'partner', code: partnerCode }} partnerId={partnerId} />;
  },
});
