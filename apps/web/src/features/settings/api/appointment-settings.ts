import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient, systemClient } from '../../session/backend';
import type { SettingsScope } from '../settings-scope';
import { scopedSetting } from './scoped-setting';

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

export const {
  queryOptions: appointmentSettingsQueryOptions,
  useSetting: useAppointmentSettings,
  useSave: useSaveAppointmentSettings,
} = scopedSetting<AppointmentSettingsData>('appointment', getAppointmentSettings, saveAppointmentSettings);
