import { createFileRoute } from '@tanstack/react-router';
import { BookingLocationsPage } from '../../../features/public-booking/BookingLocationsPage';

/** The partner's public booking page (issue 29): open to anyone, no sign-in; its code is split from the portals. */
export const Route = createFileRoute('/book/$partnerCode/')({
  component: function BookingLocationsRoute() {
    const { partnerCode } = Route.useParams();
    return <BookingLocationsPage partnerCode={partnerCode} />;
  },
});
