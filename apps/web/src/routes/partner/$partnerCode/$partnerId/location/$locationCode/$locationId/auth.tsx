import { createFileRoute } from '@tanstack/react-router';
import { ensureBranding } from '../../../../../../../features/portal-access/api/get-branding';
import { MissingSignInPage } from '../../../../../../../features/portal-access/MissingSignInPage';
import { BrandedSignIn } from '../../../../../../../features/portal-access/BrandedSignIn';

/** Sign-in to one location of a partner, branded with the partner's logo and favicon. */
export const Route = createFileRoute(
  '/partner/$partnerCode/$partnerId/location/$locationCode/$locationId/auth',
)({
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) =>
    ensureBranding(queryClient, params.partnerId, params.locationId),
  notFoundComponent: MissingSignInPage,
  component: function LocationSignIn() {
    const { partnerId, locationCode, locationId } = Route.useParams();
    return (
      <BrandedSignIn
        portal={{ kind: 'location', code: locationCode }}
        partnerId={partnerId}
        locationId={locationId}
      />
    );
  },
});
