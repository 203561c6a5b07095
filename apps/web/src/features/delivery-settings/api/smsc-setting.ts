import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import type { SmscSettingInput } from '@ridgeline/domain';
import { systemClient } from '../../session/backend';
import { settingsKeys } from '../../settings/keys';

export const smscSettingQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.kind('smsc', { kind: 'system' }),
    queryFn: async () => (await unwrap(systemClient().GET('/system/v1/setting/smsc'))).data,
  });

export const useSmscSetting = () => useSuspenseQuery(smscSettingQueryOptions());

/** A blank password keeps the stored one: it is left out of the request. */
export function useSaveSmscSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ password, ...rest }: SmscSettingInput) =>
      unwrap(
        systemClient().POST('/system/v1/setting/smsc', {
          body: {
            host: rest.host ?? '',
            port: rest.port,
            systemId: rest.systemId ?? '',
            sourceAddress: rest.sourceAddress ?? '',
            enabled: rest.enabled,
            ...(password ? { password } : {}),
          },
        }),
      ),
    onSuccess: (result) => queryClient.setQueryData(smscSettingQueryOptions().queryKey, result.data),
  });
}

export function useSendTestSms() {
  return useMutation({
    mutationFn: async (to: string) =>
      unwrap(systemClient().POST('/system/v1/setting/smsc/test', { body: { to } })),
  });
}
