import { createFileRoute } from '@tanstack/react-router';
import { LocationsMapPage, loadLocationsMap } from '../../../../../features/locations/location-pages';

export const Route = createFileRoute('/partner/$partnerCode/_portal/locations/map')({
  loader: loadLocationsMap,
  component: LocationsMapPage,
});
