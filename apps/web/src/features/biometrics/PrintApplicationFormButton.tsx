import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { LoadingIndicator } from '@ridgeline/ui';
import { getPrinters } from '@ridgeline/device-agent-client';
import { defaultPrinterConfig, type PrinterConfig } from '@ridgeline/domain';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { deviceAgentKeys, useDeviceAgent } from '../device-agent/device-agent';
import { printThroughAgent } from '../device-agent/print-application-form';
import { errorMessage } from '../forms/error-message';
import { notifySuccess } from '../forms/toasts';
import { getPrinterConfig } from '../settings/api/printer-config';
import type { PortalRef } from '../session/session-types';
import { biometricKeys, type BiometricTransaction } from './api/biometrics';

/** The partner's printer settings; a user who may not read them prints with §9's defaults ('0'). */
async function printerSettings(portal: PortalRef): Promise<PrinterConfig> {
  try {
    return { ...defaultPrinterConfig(), ...(await getPrinterConfig({ kind: 'partner', portal })) };
  } catch {
    return defaultPrinterConfig();
  }
}

/**
 * Prints the application form on a printer of the operator's machine through the device agent, with the printer
 * offsets of the settings; a printer that does not take the job within the §9 timeout (1 s) is reported so.
 */
export function PrintApplicationFormButton({
  portal,
  transaction,
}: {
  portal: PortalRef;
  transaction: BiometricTransaction;
}) {
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const deviceAgent = useDeviceAgent(portal);
  const printers = useQuery({
    queryKey: deviceAgentKeys.printers,
    queryFn: async ({ signal }) => getPrinters(await deviceAgent(), signal),
    enabled: opened,
    retry: false,
    staleTime: 30_000,
  });
  const config = useQuery({
    queryKey: biometricKeys.printerSettings(portal),
    queryFn: () => printerSettings(portal),
    enabled: opened,
  });
  const print = useMutation({
    mutationFn: async (printerName: string) =>
      printThroughAgent(await deviceAgent(), {
        transaction: transaction as unknown as { id: string },
        printerName,
        config: config.data ?? defaultPrinterConfig(),
        signal: AbortSignal.timeout(30_000),
      }),
    onSuccess: (message) => {
      notifySuccess(message);
      setOpened(false);
    },
  });
  const printerName = chosen ?? printers.data?.find((printer) => printer.isDefault)?.name ?? null;
  const offsets = config.data ?? defaultPrinterConfig();

  return (
    <>
      <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={() => setOpened(true)}>
        Print application form
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          setOpened(false);
          print.reset();
        }}
        title="Print application form"
      >
        <Stack>
          {printers.isPending ? (
            <Group gap="xs">
              <LoadingIndicator size="sm" label="Loading printers" />
              <Text size="sm">Asking the device agent for its printers…</Text>
            </Group>
          ) : printers.isError ? (
            <Alert color="red" title="No printers">
              {errorMessage(printers.error)}
              <Button mt="xs" size="xs" variant="light" onClick={() => void printers.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : printers.data.length === 0 ? (
            <Text size="sm">The device agent reports no printer on this computer.</Text>
          ) : (
            <Select
              label="Printer"
              data={printers.data.map((printer) => ({
                value: printer.name,
                label: printer.isDefault ? `${printer.name} (default)` : printer.name,
              }))}
              value={printerName}
              onChange={setChosen}
              allowDeselect={false}
            />
          )}
          <Text size="sm" c="dimmed">
            Offsets from the printer settings: left {offsets.leftOffset} mm, top {offsets.topOffset} mm.
          </Text>
          {print.isError && (
            <Alert color="red" title="Not printed" role="alert">
              {errorMessage(print.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setOpened(false);
                print.reset();
              }}
            >
              Cancel
            </Button>
            <Button
              leftSection={<IconPrinter size={16} />}
              disabled={!printerName || config.isPending}
              loading={print.isPending}
              onClick={() => printerName && print.mutate(printerName)}
            >
              Print
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
