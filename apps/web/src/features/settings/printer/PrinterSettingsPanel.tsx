import { defaultPrinterConfig, type PrinterConfig } from '@ridgeline/domain';
import { usePrinterConfig, useSavePrinterConfig } from '../api/printer-config';
import { SettingPanel } from '../SettingPanel';
import type { SettingsScope } from '../settings-scope';
import { PrinterSettingsForm } from './PrinterSettingsForm';

export default function PrinterSettingsPanel({ scope }: { scope: SettingsScope }) {
  const save = useSavePrinterConfig(scope);
  return (
    <SettingPanel
      scope={scope}
      data={usePrinterConfig(scope).data}
      saved="Printer settings saved"
      save={save.mutateAsync}
    >
      {(config, onSubmit) => (
        <PrinterSettingsForm
          initial={{ ...defaultPrinterConfig(), ...config } as PrinterConfig}
          onSubmit={onSubmit}
        />
      )}
    </SettingPanel>
  );
}
