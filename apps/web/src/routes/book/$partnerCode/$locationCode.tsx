import { createFileRoute } from '@tanstack/react-router';
import { BookingLocationPage } from '../../../features/public-booking/BookingLocationPage';

/** A location's public booking page (issue 29): service, time, details, terms, confirmation. */
export const Route = createFileRoute('/book/$partnerCode/$locationCode')({
  component: function BookingLocationRoute() {
    const { partnerCode, locationCode } = Route.useParams();
    return <BookingLocationPage partnerCode={partnerCode} locationCode={locationCode} />;
  },
});
