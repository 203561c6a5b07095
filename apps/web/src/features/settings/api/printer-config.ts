import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient, systemClient } from '../../session/backend';
import { settingsKeys } from '../keys';
import type { SettingsScope } from '../settings-scope';

export type PrinterConfigData = Schemas['PrinterConfig'];

/** The contract has a system and a partner printer config; a location prints with its partner's. */
export async function getPrinterConfig(scope: SettingsScope): Promise<PrinterConfigData> {
  if (scope.kind === 'system')
    return (await unwrap(systemClient().GET('/system/v1/setting/printer-config'))).data;
  return (await unwrap(partnerClient(scope.portal).GET('/partner/v1/setting/printer-config'))).data;
}

export async function savePrinterConfig(
  scope: SettingsScope,
  body: PrinterConfigData,
): Promise<{ data: PrinterConfigData; message?: string }> {
  if (scope.kind === 'system')
    return unwrap(systemClient().POST('/system/v1/setting/printer-config', { body }));
  return unwrap(partnerClient(scope.portal).POST('/partner/v1/setting/printer-config', { body }));
}

export const printerConfigQueryOptions = (scope: SettingsScope) =>
  queryOptions({ queryKey: settingsKeys.kind('printer', scope), queryFn: () => getPrinterConfig(scope) });

export const usePrinterConfig = (scope: SettingsScope) => useSuspenseQuery(printerConfigQueryOptions(scope));

export function useSavePrinterConfig(scope: SettingsScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrinterConfigData) => savePrinterConfig(scope, body),
    onSuccess: (result) => queryClient.setQueryData(settingsKeys.kind('printer', scope), result.data),
  });
}
