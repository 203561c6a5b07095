import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import type { PaymentSettingInput } from '@ridgeline/domain';
import { partnerClient } from '../../session/backend';
import { settingsKeys } from '../../settings/keys';
import type { SettingsScope } from '../../settings/settings-scope';

/** The partner's card processor; only the partner portal has it (keys are the partner's own account). */
function portalOf(scope: SettingsScope) {
  if (scope.kind !== 'partner') throw new Error('The card payment setting is a partner setting');
  return scope.portal;
}

export const paymentSettingQueryOptions = (scope: SettingsScope) =>
  queryOptions({
    queryKey: settingsKeys.kind('payment', scope),
    queryFn: async () =>
      (await unwrap(partnerClient(portalOf(scope)).GET('/partner/v1/setting/payment'))).data,
  });

export const usePaymentSetting = (scope: SettingsScope) =>
  useSuspenseQuery(paymentSettingQueryOptions(scope));

/** A blank key keeps the stored one: it is left out of the request (the server never sends a key back). */
export function useSavePaymentSetting(scope: SettingsScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ secretKey, webhookSecret, requireOnlinePayment }: PaymentSettingInput) =>
      unwrap(
        partnerClient(portalOf(scope)).PUT('/partner/v1/setting/payment', {
          body: {
            requireOnlinePayment,
            ...(secretKey ? { secretKey } : {}),
            ...(webhookSecret ? { webhookSecret } : {}),
          },
        }),
      ),
    onSuccess: (result) => queryClient.setQueryData(paymentSettingQueryOptions(scope).queryKey, result.data),
  });
}
