import { Checkbox, Stack, TextInput } from '@mantine/core';
import { smtpSettingSchema, testMailSchema } from '@ridgeline/domain';
import { useDomainForm } from '../forms/use-domain-form';
import { useSaveSmtpSetting, useSendTestMail, useSmtpSetting } from './api/smtp-setting';
import { SecretField } from './SecretField';
import { PortInput, ServerSettingsForm, TestSendForm } from './ServerSettingsForm';

/** The system's outgoing mail server (spec §7 /setting/smtp) and its "send test mail". */
export function SmtpSettingsPanel() {
  const { data } = useSmtpSetting();
  const save = useSaveSmtpSetting();
  const sendTest = useSendTestMail();
  const domainForm = useDomainForm(smtpSettingSchema, {
    host: data.host,
    port: data.port,
    secure: data.secure,
    username: data.username ?? '',
    password: '',
    fromAddress: data.fromAddress,
    fromName: data.fromName ?? '',
  });
  const { form } = domainForm;
  return (
    <Stack maw={520}>
      <ServerSettingsForm
        name="Mail server"
        title="Mail server (SMTP)"
        domainForm={domainForm}
        save={(values) => save.mutateAsync(values)}
        secrets={['password']}
      >
        <TextInput label="Host" required {...form.getInputProps('host')} />
        <PortInput inputProps={form.getInputProps('port')} />
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
      </ServerSettingsForm>
      <TestSendForm
        name="Send test mail"
        schema={testMailSchema}
        placeholder="someone@example.com"
        send={(to) => sendTest.mutateAsync(to)}
        queued="Test mail queued: follow it on the Deliveries screen"
      />
    </Stack>
  );
}
