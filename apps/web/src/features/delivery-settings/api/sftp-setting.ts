import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import type { SftpSettingInput } from '@ridgeline/domain';
import { partnerClient, systemClient } from '../../session/backend';
import { settingsKeys } from '../../settings/keys';
import type { SettingsScope } from '../../settings/settings-scope';

type SftpBody = Schemas['SftpSetting'];

async function getSftp(scope: SettingsScope) {
  if (scope.kind === 'system') return (await unwrap(systemClient().GET('/system/v1/setting/eft-sftp'))).data;
  if (scope.kind === 'partner')
    return (await unwrap(partnerClient(scope.portal).GET('/partner/v1/setting/eft-sftp'))).data;
  return (
    await unwrap(
      partnerClient(scope.portal).GET('/partner/v1/location-setting/{id}/eft-sftp', {
        params: { path: { id: scope.locationId } },
      }),
    )
  ).data;
}

async function saveSftp(scope: SettingsScope, body: SftpBody) {
  if (scope.kind === 'system') return unwrap(systemClient().PUT('/system/v1/setting/eft-sftp', { body }));
  if (scope.kind === 'partner')
    return unwrap(partnerClient(scope.portal).PUT('/partner/v1/setting/eft-sftp', { body }));
  return unwrap(
    partnerClient(scope.portal).PUT('/partner/v1/location-setting/{id}/eft-sftp', {
      params: { path: { id: scope.locationId } },
      body,
    }),
  );
}

export const sftpSettingQueryOptions = (scope: SettingsScope) =>
  queryOptions({ queryKey: settingsKeys.kind('eft-sftp', scope), queryFn: () => getSftp(scope) });

export const useSftpSetting = (scope: SettingsScope) => useSuspenseQuery(sftpSettingQueryOptions(scope));

/** Blank password or key keeps the stored one: they are left out of the request. */
export function useSaveSftpSetting(scope: SettingsScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ password, privateKey, ...rest }: SftpSettingInput) =>
      saveSftp(scope, {
        host: rest.host ?? '',
        port: rest.port,
        username: rest.username ?? '',
        remoteDirectory: rest.remoteDirectory ?? '',
        responseFolder: rest.responseFolder ?? '',
        afterRead: rest.afterRead,
        responsePollSeconds: rest.responsePollSeconds,
        enabled: rest.enabled,
        ...(password ? { password } : {}),
        ...(privateKey ? { privateKey } : {}),
      }),
    onSuccess: (result) => queryClient.setQueryData(sftpSettingQueryOptions(scope).queryKey, result.data),
  });
}

/** Connects, uploads and removes a probe file; the first success pins the host key (shown afterwards). */
export function useTestSftp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(systemClient().POST('/system/v1/setting/eft-sftp/test')),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: sftpSettingQueryOptions({ kind: 'system' }).queryKey }),
  });
}
