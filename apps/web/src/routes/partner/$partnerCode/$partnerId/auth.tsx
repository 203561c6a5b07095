import { createFileRoute } from '@tanstack/react-router';
import { ensureBranding } from '../../../../features/portal-access/api/get-branding';
import { MissingSignInPage } from '../../../../features/portal-access/MissingSignInPage';
import { BrandedSignIn } from '../../../../features/portal-access/BrandedSignIn';

/** Partner sign-in, branded with the partner's logo and favicon. */
export const Route = createFileRoute('/partner/$partnerCode/$partnerId/auth')({
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) => ensureBranding(queryClient, params.partnerId),
  notFoundComponent: MissingSignInPage,
  component: function PartnerSignIn() {
    const { partnerCode, partnerId } = Route.useParams();
    return <BrandedSignIn portal={{ kind: 'partner', code: partnerCode }} partnerId={partnerId} />;
  },
});
