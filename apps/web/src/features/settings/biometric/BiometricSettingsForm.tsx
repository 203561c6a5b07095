import { Button, Group, NumberInput, Radio, Stack, Switch } from '@mantine/core';
import { biometricSettingSchema, type BiometricSetting } from '@ridgeline/domain';
import { useDomainForm } from '../../forms/use-domain-form';

export interface BiometricSettingsFormProps {
  initial: BiometricSetting;
  onSubmit: (setting: BiometricSetting) => Promise<unknown>;
}

/** How the live-scan device captures: auto-capture for first captures and recaptures, flat or flat and roll. */
export function BiometricSettingsForm({ initial, onSubmit }: BiometricSettingsFormProps) {
  const {
    form,
    submitting,
    onSubmit: submit,
  } = useDomainForm<BiometricSetting & Record<string, unknown>>(biometricSettingSchema, { ...initial });
  return (
    <form noValidate aria-label="Biometric Settings" onSubmit={submit((values) => onSubmit(values))}>
      <Stack maw={520}>
        <Switch
          label="Auto capture"
          description="The device takes the print as soon as the finger is placed well"
          {...form.getInputProps('deviceAutoCaptureMode', { type: 'checkbox' })}
        />
        <Switch
          label="Auto capture for recapture"
          description="The same when a finger is captured again"
          {...form.getInputProps('deviceAutoCaptureModeForRecapture', { type: 'checkbox' })}
        />
        <Radio.Group label="Fingerprint option" required {...form.getInputProps('fingerprintOption')}>
          <Group mt={6}>
            <Radio value="FLAT" label="Flat" />
            <Radio value="FLAT_AND_ROLL" label="Flat and Roll" />
          </Group>
        </Radio.Group>
        <NumberInput
          label="Force capture after failed attempts"
          min={1}
          max={10}
          allowDecimal={false}
          {...form.getInputProps('forceCaptureAttempts')}
        />
        <NumberInput
          label="Minimum quality (1 best, 5 worst)"
          min={1}
          max={5}
          allowDecimal={false}
          {...form.getInputProps('minimumQuality')}
        />
        <Switch label="Generate EFT file" {...form.getInputProps('generateEft', { type: 'checkbox' })} />
        <Group>
          <Button type="submit" disabled={submitting} loading={submitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
