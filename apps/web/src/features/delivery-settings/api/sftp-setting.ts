import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import type { SftpSettingInput } from '@ridgeline/domain';
import { systemClient } from '../../session/backend';

export const sftpSettingQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'eft-sftp', 'system'],
    queryFn: async () => (await unwrap(systemClient().GET('/system/v1/setting/eft-sftp'))).data,
  });

export const useSftpSetting = () => useSuspenseQuery(sftpSettingQueryOptions());

/** Blank password or key keeps the stored one: they are left out of the request. */
export function useSaveSftpSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ password, privateKey, ...rest }: SftpSettingInput) =>
      unwrap(
        systemClient().PUT('/system/v1/setting/eft-sftp', {
          body: {
            host: rest.host ?? '',
            port: rest.port,
            username: rest.username ?? '',
            remoteDirectory: rest.remoteDirectory ?? '',
            enabled: rest.enabled,
            ...(password ? { password } : {}),
            ...(privateKey ? { privateKey } : {}),
          },
        }),
      ),
    onSuccess: (result) => queryClient.setQueryData(sftpSettingQueryOptions().queryKey, result.data),
  });
}

/** Connects, uploads and removes a probe file; the first success pins the host key (shown afterwards). */
export function useTestSftp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(systemClient().POST('/system/v1/setting/eft-sftp/test')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sftpSettingQueryOptions().queryKey }),
  });
}
