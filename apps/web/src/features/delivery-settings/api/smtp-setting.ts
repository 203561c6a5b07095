import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import type { SmtpSettingInput } from '@ridgeline/domain';
import { systemClient } from '../../session/backend';
import { settingsKeys } from '../../settings/keys';

export const smtpSettingQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.kind('smtp', { kind: 'system' }),
    queryFn: async () => (await unwrap(systemClient().GET('/system/v1/setting/smtp'))).data,
  });

export const useSmtpSetting = () => useSuspenseQuery(smtpSettingQueryOptions());

/** A blank password keeps the stored one: it is left out of the request. */
export function useSaveSmtpSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SmtpSettingInput) => {
      const { password, ...rest } = input;
      const body = {
        host: rest.host ?? '',
        port: rest.port,
        secure: rest.secure,
        fromAddress: rest.fromAddress ?? '',
        username: rest.username || null,
        fromName: rest.fromName || null,
        ...(password ? { password } : {}),
      };
      return unwrap(systemClient().POST('/system/v1/setting/smtp', { body }));
    },
    onSuccess: (result) => queryClient.setQueryData(smtpSettingQueryOptions().queryKey, result.data),
  });
}

export function useSendTestMail() {
  return useMutation({
    mutationFn: async (to: string) =>
      unwrap(systemClient().POST('/system/v1/setting/smtp/test', { body: { to } })),
  });
}
