import type { Schemas } from '@ridgeline/backend-client';
import { systemClient } from '../../session/backend';
import type { SettingsScope } from '../settings-scope';
import { byScope, scopedSetting } from './scoped-setting';

export type BiometricSettingData = Schemas['BiometricSetting'];

export async function getBiometricSetting(scope: SettingsScope): Promise<BiometricSettingData> {
  const answer = await byScope(scope, {
    system: () => systemClient().GET('/system/v1/setting/biometric'),
    partner: (client) => client.GET('/partner/v1/setting/biometric'),
    location: (client, id) => client.GET('/partner/v1/location-setting/{id}/biometric', id),
  });
  return answer.data;
}

export const saveBiometricSetting = (
  scope: SettingsScope,
  body: BiometricSettingData,
): Promise<{ data: BiometricSettingData; message?: string }> =>
  byScope(scope, {
    system: () => systemClient().PUT('/system/v1/setting/biometric', { body }),
    partner: (client) => client.PUT('/partner/v1/setting/biometric', { body }),
    location: (client, id) => client.PUT('/partner/v1/location-setting/{id}/biometric', { ...id, body }),
  });

export const {
  queryOptions: biometricSettingQueryOptions,
  useSetting: useBiometricSetting,
  useSave: useSaveBiometricSetting,
} = scopedSetting<BiometricSettingData>('biometric', getBiometricSetting, saveBiometricSetting);
