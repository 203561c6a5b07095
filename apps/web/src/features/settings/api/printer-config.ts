import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient, systemClient } from '../../session/backend';
import type { SettingsScope } from '../settings-scope';
import { scopedSetting } from './scoped-setting';

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

export const {
  queryOptions: printerConfigQueryOptions,
  useSetting: usePrinterConfig,
  useSave: useSavePrinterConfig,
} = scopedSetting<PrinterConfigData>('printer', getPrinterConfig, savePrinterConfig);
