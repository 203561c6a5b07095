import { createFileRoute } from '@tanstack/react-router';
import { ModifyLocationPage, loadLocation } from '../../../../../../features/locations/location-pages';

export const Route = createFileRoute('/partner/$partnerCode/_portal/locations/modify/$locationId')({
  loader: loadLocation,
  component: ModifyLocationPage,
});
