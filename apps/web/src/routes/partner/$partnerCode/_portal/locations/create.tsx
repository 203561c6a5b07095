import { createFileRoute } from '@tanstack/react-router';
import { CreateLocationPage, loadMapSettings } from '../../../../../features/locations/location-pages';

export const Route = createFileRoute('/partner/$partnerCode/_portal/locations/create')({
  loader: loadMapSettings,
  component: CreateLocationPage,
});
