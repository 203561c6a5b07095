import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient, systemClient } from '../../session/backend';
import type { SettingsScope } from '../settings-scope';
import { scopedSetting } from './scoped-setting';

export type BiometricSettingData = Schemas['BiometricSetting'];

export async function getBiometricSetting(scope: SettingsScope): Promise<BiometricSettingData> {
  if (scope.kind === 'system') return (await unwrap(systemClient().GET('/system/v1/setting/biometric'))).data;
  const client = partnerClient(scope.portal);
  if (scope.kind === 'partner') return (await unwrap(client.GET('/partner/v1/setting/biometric'))).data;
  return (
    await unwrap(
      client.GET('/partner/v1/location-setting/{id}/biometric', {
        params: { path: { id: scope.locationId } },
      }),
    )
  ).data;
}

export async function saveBiometricSetting(
  scope: SettingsScope,
  body: BiometricSettingData,
): Promise<{ data: BiometricSettingData; message?: string }> {
  if (scope.kind === 'system') return unwrap(systemClient().PUT('/system/v1/setting/biometric', { body }));
  const client = partnerClient(scope.portal);
  if (scope.kind === 'partner') return unwrap(client.PUT('/partner/v1/setting/biometric', { body }));
  return unwrap(
    client.PUT('/partner/v1/location-setting/{id}/biometric', {
      params: { path: { id: scope.locationId } },
      body,
    }),
  );
}

export const {
  queryOptions: biometricSettingQueryOptions,
  useSetting: useBiometricSetting,
  useSave: useSaveBiometricSetting,
} = scopedSetting<BiometricSettingData>('biometric', getBiometricSetting, saveBiometricSetting);
