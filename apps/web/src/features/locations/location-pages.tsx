import { useSuspenseQuery } from '@tanstack/react-query';
import { startingLocationZone } from '@ridgeline/domain';
import { FormPage } from '../forms/FormPage';
import { recordPages } from '../forms/record-pages';
import { useSubmit } from '../forms/use-submit';
import { mapSettingsQueryOptions } from '../maps/map-settings';
import { sessions } from '../session/browser-session';
import { portalHref, portalLoader, usePortal } from '../session/portal-page';
import { ensureLocationWithMap } from './api/ensure-location-with-map';
import {
  allLocationsQueryOptions,
  locationQueryOptions,
  useSaveLocation,
  type Location,
} from './api/locations';
import { LocationDetail } from './LocationDetail';
import { LocationForm, type LocationFormSubmit } from './LocationForm';
import { LocationsMapScreen } from './LocationsMapScreen';

/** The loader of a location's pages (…/locations/detail/$locationId, …/modify/$locationId). */
export const loadLocation = portalLoader((queryClient, portal, { locationId }: { locationId: string }) =>
  ensureLocationWithMap(queryClient, portal, locationId),
);

/** The loader of …/locations/create: the map settings the pin is drawn with. */
export const loadMapSettings = portalLoader((queryClient, portal) =>
  queryClient.ensureQueryData(mapSettingsQueryOptions(portal)),
);

/** The loader of …/locations/map: every location and the map settings. */
export const loadLocationsMap = portalLoader((queryClient, portal) =>
  Promise.all([
    queryClient.ensureQueryData(allLocationsQueryOptions(portal)),
    queryClient.ensureQueryData(mapSettingsQueryOptions(portal)),
  ]),
);

export function LocationsMapPage() {
  return <LocationsMapScreen portal={usePortal()} />;
}

/**
 * Add (no location: a time zone to start from, and its detail page opens once saved) or modify a location (the
 * form stays).
 */
function LocationFormPage({ record: location }: { record?: Location }) {
  const portal = usePortal();
  const { data: mapSettings } = useSuspenseQuery(mapSettingsQueryOptions(portal));
  const save = useSaveLocation(portal);
  const submit = useSubmit(
    (input: LocationFormSubmit) => save.mutateAsync({ ...input, id: location?.id }),
    location ? 'Location updated successfully' : 'Location created successfully',
    location ? {} : { next: (result) => portalHref(portal, `locations/detail/${result.data.id}`) },
  );
  return (
    <FormPage title={location?.title ?? 'Add Location'}>
      <LocationForm
        key={location ? location.id + String(location.image) : undefined}
        location={location}
        mapSettings={mapSettings}
        defaultTimeZone={
          location
            ? undefined
            : startingLocationZone(
                sessions.readPartner(portal)?.timeZone,
                Intl.DateTimeFormat().resolvedOptions().timeZone,
              )
        }
        onSubmit={submit}
      />
    </FormPage>
  );
}

export const {
  CreatePage: CreateLocationPage,
  ModifyPage: ModifyLocationPage,
  DetailPage: LocationDetailPage,
} = recordPages({
  FormPage: LocationFormPage,
  query: locationQueryOptions,
  idParam: 'locationId',
  Detail: LocationDetail,
});
