import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient, systemClient } from '../../session/backend';
import { settingsKeys } from '../keys';
import type { SettingsScope } from '../settings-scope';

export type AppointmentSettingsData = Schemas['AppointmentSettings'];

export async function getAppointmentSettings(scope: SettingsScope): Promise<AppointmentSettingsData> {
  if (scope.kind === 'system')
    return (await unwrap(systemClient().GET('/system/v1/setting/appointment'))).data;
  const client = partnerClient(scope.portal);
  if (scope.kind === 'partner') return (await unwrap(client.GET('/partner/v1/setting/appointment'))).data;
  return (
    await unwrap(
      client.GET('/partner/v1/location-setting/{id}/appointment', {
        params: { path: { id: scope.locationId } },
      }),
    )
  ).data;
}

export async function saveAppointmentSettings(
  scope: SettingsScope,
  body: AppointmentSettingsData,
): Promise<{ data: AppointmentSettingsData; message?: string }> {
  if (scope.kind === 'system') return unwrap(systemClient().POST('/system/v1/setting/appointment', { body }));
  const client = partnerClient(scope.portal);
  if (scope.kind === 'partner') return unwrap(client.POST('/partner/v1/setting/appointment', { body }));
  return unwrap(
    client.POST('/partner/v1/location-setting/{id}/appointment', {
      params: { path: { id: scope.locationId } },
      body,
    }),
  );
}

export const appointmentSettingsQueryOptions = (scope: SettingsScope) =>
  queryOptions({
    queryKey: settingsKeys.kind('appointment', scope),
    queryFn: () => getAppointmentSettings(scope),
  });

export const useAppointmentSettings = (scope: SettingsScope) =>
  useSuspenseQuery(appointmentSettingsQueryOptions(scope));

export function useSaveAppointmentSettings(scope: SettingsScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppointmentSettingsData) => saveAppointmentSettings(scope, body),
    onSuccess: (result) => queryClient.setQueryData(settingsKeys.kind('appointment', scope), result.data),
  });
}
