import { Stack, Text } from '@mantine/core';
import { defaultPrinterConfig, type PrinterConfig } from '@ridgeline/domain';
import { notifyFailureAndRethrow, notifySuccess } from '../../forms/toasts';
import { usePrinterConfig, useSavePrinterConfig } from '../api/printer-config';
import { sourceLabel } from '../setting-source';
import type { SettingsScope } from '../settings-scope';
import { PrinterSettingsForm } from './PrinterSettingsForm';

export default function PrinterSettingsPanel({ scope }: { scope: SettingsScope }) {
  const { data } = usePrinterConfig(scope);
  const save = useSavePrinterConfig(scope);
  const { source, ...config } = data;
  return (
    <Stack>
      <Text c="dimmed" data-testid="settings-source">
        {sourceLabel(source, scope.kind)}
      </Text>
      <PrinterSettingsForm
        key={JSON.stringify(data)}
        initial={{ ...defaultPrinterConfig(), ...config } as PrinterConfig}
        onSubmit={(body) =>
          save.mutateAsync(body).then(() => notifySuccess('Printer settings saved'), notifyFailureAndRethrow)
        }
      />
    </Stack>
  );
}
