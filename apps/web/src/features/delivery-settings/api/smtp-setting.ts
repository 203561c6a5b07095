import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import type { SmtpSettingInput } from '@ridgeline/domain';
import { systemClient } from '../../session/backend';
import { scopedSetting } from '../../settings/api/scoped-setting';

const SYSTEM = { kind: 'system' } as const;

/** The system's mail server; a blank password keeps the stored one: it is left out of the request. */
const setting = scopedSetting(
  'smtp',
  async () => (await unwrap(systemClient().GET('/system/v1/setting/smtp'))).data,
  (_scope, { password, ...rest }: SmtpSettingInput) =>
    unwrap(
      systemClient().POST('/system/v1/setting/smtp', {
        body: {
          host: rest.host ?? '',
          port: rest.port,
          secure: rest.secure,
          fromAddress: rest.fromAddress ?? '',
          username: rest.username || null,
          fromName: rest.fromName || null,
          ...(password ? { password } : {}),
        },
      }),
    ),
);

export const smtpSettingQueryOptions = () => setting.queryOptions(SYSTEM);
export const useSmtpSetting = () => setting.useSetting(SYSTEM);
export const useSaveSmtpSetting = () => setting.useSave(SYSTEM);

export function useSendTestMail() {
  return useMutation({
    mutationFn: async (to: string) =>
      unwrap(systemClient().POST('/system/v1/setting/smtp/test', { body: { to } })),
  });
}
