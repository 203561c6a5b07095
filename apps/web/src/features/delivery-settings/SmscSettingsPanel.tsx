import { Button, Checkbox, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { smscSettingSchema, testSmsSchema } from '@ridgeline/domain';
import { notifyFailure, notifySuccess } from '../forms/toasts';
import { useDomainForm } from '../forms/use-domain-form';
import { useSaveSmscSetting, useSendTestSms, useSmscSetting } from './api/smsc-setting';
import { SecretField } from './SecretField';

const rethrow = (error: unknown) => {
  notifyFailure(error);
  throw error;
};

/** The system's SMS centre (spec §7 /setting/smsc, SMPP) and its "send test SMS". */
export function SmscSettingsPanel() {
  const { data } = useSmscSetting();
  const save = useSaveSmscSetting();
  const sendTest = useSendTestSms();
  const { form, submitting, onSubmit } = useDomainForm(smscSettingSchema, {
    host: data.host,
    port: data.port,
    systemId: data.systemId,
    password: '',
    sourceAddress: data.sourceAddress,
    enabled: data.enabled,
  });
  const test = useDomainForm(testSmsSchema, { to: '' });
  return (
    <Stack maw={520}>
      <form
        noValidate
        aria-label="SMS centre"
        onSubmit={onSubmit((values) =>
          save.mutateAsync(values).then(() => {
            form.setFieldValue('password', '');
            notifySuccess('SMS centre saved');
          }, rethrow),
        )}
      >
        <Stack gap="sm">
          <Title order={3}>SMS centre (SMPP)</Title>
          <TextInput label="Host" required {...form.getInputProps('host')} />
          <NumberInput
            label="Port"
            required
            min={1}
            max={65535}
            allowDecimal={false}
            {...form.getInputProps('port')}
          />
          <TextInput label="System ID" required {...form.getInputProps('systemId')} />
          <SecretField
            label="Password"
            isSet={data.passwordSet ?? false}
            inputProps={form.getInputProps('password')}
          />
          <TextInput label="Source Address" required {...form.getInputProps('sourceAddress')} />
          <Checkbox label="Send SMS" {...form.getInputProps('enabled', { type: 'checkbox' })} />
          <Group>
            <Button type="submit" disabled={submitting} loading={submitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      <form
        noValidate
        aria-label="Send test SMS"
        onSubmit={test.onSubmit((values) =>
          sendTest
            .mutateAsync(values.to)
            .then(() => notifySuccess('Test SMS queued: follow it on the Deliveries screen'), rethrow),
        )}
      >
        <Group align="end">
          <TextInput label="Send To" placeholder="+15551234567" {...test.form.getInputProps('to')} />
          <Button type="submit" variant="light" disabled={test.submitting} loading={test.submitting}>
            Send test SMS
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
