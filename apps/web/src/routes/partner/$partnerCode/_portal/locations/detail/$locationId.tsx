import { createFileRoute } from '@tanstack/react-router';
import { LocationDetailPage, loadLocation } from '../../../../../../features/locations/location-pages';

export const Route = createFileRoute('/partner/$partnerCode/_portal/locations/detail/$locationId')({
  loader: loadLocation,
  component: LocationDetailPage,
});
