import type { Schemas } from '@ridgeline/backend-client';
import { systemClient } from '../../session/backend';
import type { SettingsScope } from '../settings-scope';
import { byScope, scopedSetting } from './scoped-setting';

export type AppointmentSettingsData = Schemas['AppointmentSettings'];

export async function getAppointmentSettings(scope: SettingsScope): Promise<AppointmentSettingsData> {
  const answer = await byScope(scope, {
    system: () => systemClient().GET('/system/v1/setting/appointment'),
    partner: (client) => client.GET('/partner/v1/setting/appointment'),
    location: (client, id) => client.GET('/partner/v1/location-setting/{id}/appointment', id),
  });
  return answer.data;
}

export const saveAppointmentSettings = (
  scope: SettingsScope,
  body: AppointmentSettingsData,
): Promise<{ data: AppointmentSettingsData; message?: string }> =>
  byScope(scope, {
    system: () => systemClient().POST('/system/v1/setting/appointment', { body }),
    partner: (client) => client.POST('/partner/v1/setting/appointment', { body }),
    location: (client, id) => client.POST('/partner/v1/location-setting/{id}/appointment', { ...id, body }),
  });

export const {
  queryOptions: appointmentSettingsQueryOptions,
  useSetting: useAppointmentSettings,
  useSave: useSaveAppointmentSettings,
} = scopedSetting<AppointmentSettingsData>('appointment', getAppointmentSettings, saveAppointmentSettings);
