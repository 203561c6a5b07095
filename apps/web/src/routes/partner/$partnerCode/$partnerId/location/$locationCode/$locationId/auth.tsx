import { createFileRoute } from '@tanstack/react-router';
import { BrandedSignIn } from '../../../../../../../features/portal-access/BrandedSignIn';

/** Sign-in to one location of a partner, branded with the partner's logo and favicon. */
export const Route = createFileRoute(
  '/partner/$partnerCode/$partnerId/location/$locationCode/$locationId/auth',
)({
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
