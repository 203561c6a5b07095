import { createFileRoute } from '@tanstack/react-router';
import {
  LocationBasicInfoPage,
  loadLocationInfo,
} from '../../../../features/location-info/location-info-page';

export const Route = createFileRoute('/location/$locationCode/_portal/basic-info')({
  loader: loadLocationInfo,
  component: LocationBasicInfoPage,
});
