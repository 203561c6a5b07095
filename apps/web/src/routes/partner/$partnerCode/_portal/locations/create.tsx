import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { startingLocationZone } from '@ridgeline/domain';
import { FormPage } from '../../../../../features/forms/FormPage';
import { notifyFailure, notifyDone } from '../../../../../features/forms/toasts';
import { useSaveLocation } from '../../../../../features/locations/api/locations';
import { LocationForm } from '../../../../../features/locations/LocationForm';
import { mapSettingsQueryOptions } from '../../../../../features/maps/map-settings';
import { sessions } from '../../../../../features/session/browser-session';

export const Route = createFileRoute('/partner/$partnerCode/_portal/locations/create')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(mapSettingsQueryOptions({ kind: 'partner', code: params.partnerCode })),
  component: function CreateLocation() {
    const { partnerCode } = Route.useParams();
    const portal = { kind: 'partner', code: partnerCode } as const;
    const { data: mapSettings } = useSuspenseQuery(mapSettingsQueryOptions(portal));
    const save = useSaveLocation(portal);
    const navigate = useNavigate();
    return (
      <FormPage title="Add Location">
        <LocationForm
          mapSettings={mapSettings}
          defaultTimeZone={startingLocationZone(
            sessions.readPartner(portal)?.timeZone,
            Intl.DateTimeFormat().resolvedOptions().timeZone,
          )}
          onSubmit={(input) =>
            save.mutateAsync(input).then(
              notifyDone('Location created successfully', (result) => {
                void navigate({
                  href: `/partner/${encodeURIComponent(partnerCode)}/locations/detail/${result.data.id}`,
                });
              }),
              notifyFailure,
            )
          }
        />
      </FormPage>
    );
  },
});
