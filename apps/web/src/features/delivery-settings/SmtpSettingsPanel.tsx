import { Button, Checkbox, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { smtpSettingSchema, testMailSchema } from '@ridgeline/domain';
import { useDomainForm } from '../forms/use-domain-form';
import { notifyFailure, notifySuccess } from '../forms/toasts';
import { useSaveSmtpSetting, useSendTestMail, useSmtpSetting } from './api/smtp-setting';
import { SecretField } from './SecretField';

/** The system's outgoing mail server (spec §7 /setting/smtp) and its "send test mail". */
export function SmtpSettingsPanel() {
  const { data } = useSmtpSetting();
  const save = useSaveSmtpSetting();
  const sendTest = useSendTestMail();
  const { form, submitting, onSubmit } = useDomainForm(smtpSettingSchema, {
    host: data.host,
    port: data.port,
    secure: data.secure,
    username: data.username ?? '',
    password: '',
    fromAddress: data.fromAddress,
    fromName: data.fromName ?? '',
  });
  const test = useDomainForm(testMailSchema, { to: '' });
  return (
    <Stack maw={520}>
      <form
        noValidate
        aria-label="Mail server"
        onSubmit={onSubmit((values) =>
          save.mutateAsync(values).then(
            () => {
              form.setFieldValue('password', '');
              notifySuccess('Mail server saved');
            },
            (error: unknown) => {
              notifyFailure(error);
              throw error;
            },
          ),
        )}
      >
        <Stack gap="sm">
          <Title order={3}>Mail server (SMTP)</Title>
          <TextInput label="Host" required {...form.getInputProps('host')} />
          <NumberInput
            label="Port"
            required
            min={1}
            max={65535}
            allowDecimal={false}
            {...form.getInputProps('port')}
          />
          <Checkbox
            label="Use TLS from the start (port 465)"
            {...form.getInputProps('secure', { type: 'checkbox' })}
          />
          <TextInput label="Username" autoComplete="off" {...form.getInputProps('username')} />
          <SecretField
            label="Password"
            isSet={data.passwordSet ?? false}
            inputProps={form.getInputProps('password')}
          />
          <TextInput label="From Address" required {...form.getInputProps('fromAddress')} />
          <TextInput label="From Name" {...form.getInputProps('fromName')} />
          <Group>
            <Button type="submit" disabled={submitting} loading={submitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      <form
        noValidate
        aria-label="Send test mail"
        onSubmit={test.onSubmit((values) =>
          sendTest.mutateAsync(values.to).then(
            () => notifySuccess('Test mail queued: follow it on the Deliveries screen'),
            (error: unknown) => {
              notifyFailure(error);
              throw error;
            },
          ),
        )}
      >
        <Group align="end">
          <TextInput label="Send To" placeholder="someone@example.com" {...test.form.getInputProps('to')} />
          <Button type="submit" variant="light" disabled={test.submitting} loading={test.submitting}>
            Send test mail
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
