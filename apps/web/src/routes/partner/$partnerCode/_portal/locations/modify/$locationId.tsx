import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ensureLocationWithMap } from '../../../../../../features/locations/api/ensure-location-with-map';
import { FormPage } from '../../../../../../features/forms/FormPage';
import { notifyFailure, notifyDone } from '../../../../../../features/forms/toasts';
import { locationQueryOptions, useSaveLocation } from '../../../../../../features/locations/api/locations';
import { LocationForm } from '../../../../../../features/locations/LocationForm';
import { mapSettingsQueryOptions } from '../../../../../../features/maps/map-settings';

export const Route = createFileRoute('/partner/$partnerCode/_portal/locations/modify/$locationId')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) =>
    ensureLocationWithMap(queryClient, { kind: 'partner', code: params.partnerCode }, params.locationId),
  component: function ModifyLocation() {
    const { partnerCode, locationId } = Route.useParams();
    const portal = { kind: 'partner', code: partnerCode } as const;
    const { data: location } = useSuspenseQuery(locationQueryOptions(portal, locationId));
    const { data: mapSettings } = useSuspenseQuery(mapSettingsQueryOptions(portal));
    const save = useSaveLocation(portal);
    return (
      <FormPage title={location.title}>
        <LocationForm
          key={location.id + String(location.image)}
          location={location}
          mapSettings={mapSettings}
          onSubmit={(input) =>
            save
              .mutateAsync({ ...input, id: location.id })
              .then(notifyDone('Location updated successfully'), notifyFailure)
          }
        />
      </FormPage>
    );
  },
});
