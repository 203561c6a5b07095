import { Button, Grid, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { printerConfigSchema, type PrinterConfig } from '@ridgeline/domain';
import * as v from 'valibot';
import { useDomainForm } from '../../forms/use-domain-form';
import { PrintPreview } from './PrintPreview';

export interface PrinterSettingsFormProps {
  initial: PrinterConfig;
  onSubmit: (config: PrinterConfig) => Promise<unknown>;
}

const BARCODES = [
  { value: 'TWO_D_BAR_CODE', label: '2D bar code' },
  { value: 'QR_CODE', label: 'QR code' },
];

/** Printer offsets and adjustments of the FD-258 card, with a live preview of where the card lands. */
export function PrinterSettingsForm({ initial, onSubmit }: PrinterSettingsFormProps) {
  const {
    form,
    submitting,
    onSubmit: submit,
  } = useDomainForm<PrinterConfig & Record<string, unknown>>(printerConfigSchema, { ...initial });
  return (
    <form
      noValidate
      aria-label="Printer Settings"
      onSubmit={submit((values) => onSubmit(v.parse(printerConfigSchema, values)))}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack>
            <SimpleGrid cols={2}>
              <TextInput label="Left Offset (mm)" inputMode="decimal" {...form.getInputProps('leftOffset')} />
              <TextInput label="Top Offset (mm)" inputMode="decimal" {...form.getInputProps('topOffset')} />
              <TextInput label="Print Black" inputMode="decimal" {...form.getInputProps('printBlack')} />
              <TextInput label="Print White" inputMode="decimal" {...form.getInputProps('printWhite')} />
              <TextInput label="Sharpness" inputMode="decimal" {...form.getInputProps('sharpness')} />
              <TextInput label="Gamma" inputMode="decimal" {...form.getInputProps('gamma')} />
            </SimpleGrid>
            <Select label="Barcode Type" data={BARCODES} clearable {...form.getInputProps('barcodeType')} />
            <Group>
              <Button type="submit" disabled={submitting} loading={submitting}>
                Save
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PrintPreview leftOffset={form.values.leftOffset} topOffset={form.values.topOffset} />
        </Grid.Col>
      </Grid>
    </form>
  );
}
