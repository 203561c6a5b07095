import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient, systemClient } from '../../session/backend';
import type { SettingsScope } from '../settings-scope';
import { scopedSetting } from './scoped-setting';

export type SecuritySettingData = Schemas['SecuritySetting'];

/** The system's requirement (its administrators) or a partner's (its and its locations' users). */
export async function getSecuritySetting(scope: SettingsScope): Promise<SecuritySettingData> {
  if (scope.kind === 'system') return (await unwrap(systemClient().GET('/system/v1/setting/security'))).data;
  return (await unwrap(partnerClient(scope.portal).GET('/partner/v1/setting/security'))).data;
}

export async function saveSecuritySetting(
  scope: SettingsScope,
  body: SecuritySettingData,
): Promise<{ data: SecuritySettingData; message?: string }> {
  if (scope.kind === 'system') return unwrap(systemClient().PUT('/system/v1/setting/security', { body }));
  return unwrap(partnerClient(scope.portal).PUT('/partner/v1/setting/security', { body }));
}

export const {
  queryOptions: securitySettingQueryOptions,
  useSetting: useSecuritySetting,
  useSave: useSaveSecuritySetting,
} = scopedSetting<SecuritySettingData>('security', getSecuritySetting, saveSecuritySetting);
