import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import type { SmscSettingInput } from '@ridgeline/domain';
import { systemClient } from '../../session/backend';
import { scopedSetting } from '../../settings/api/scoped-setting';

const SYSTEM = { kind: 'system' } as const;

/** The system's SMS centre; a blank password keeps the stored one: it is left out of the request. */
const setting = scopedSetting(
  'smsc',
  async () => (await unwrap(systemClient().GET('/system/v1/setting/smsc'))).data,
  (_scope, { password, ...rest }: SmscSettingInput) =>
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
);

export const smscSettingQueryOptions = () => setting.queryOptions(SYSTEM);
export const useSmscSetting = () => setting.useSetting(SYSTEM);
export const useSaveSmscSetting = () => setting.useSave(SYSTEM);

export function useSendTestSms() {
  return useMutation({
    mutationFn: async (to: string) =>
      unwrap(systemClient().POST('/system/v1/setting/smsc/test', { body: { to } })),
  });
}
