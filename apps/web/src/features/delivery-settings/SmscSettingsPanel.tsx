import { Checkbox, Stack, TextInput } from '@mantine/core';
import { smscSettingSchema, testSmsSchema } from '@ridgeline/domain';
import { useDomainForm } from '../forms/use-domain-form';
import { useSaveSmscSetting, useSendTestSms, useSmscSetting } from './api/smsc-setting';
import { SecretField } from './SecretField';
import { PortInput, ServerSettingsForm, TestSendForm } from './ServerSettingsForm';

/** The system's SMS centre (spec §7 /setting/smsc, SMPP) and its "send test SMS". */
export function SmscSettingsPanel() {
  const { data } = useSmscSetting();
  const save = useSaveSmscSetting();
  const sendTest = useSendTestSms();
  const domainForm = useDomainForm(smscSettingSchema, {
    host: data.host,
    port: data.port,
    systemId: data.systemId,
    password: '',
    sourceAddress: data.sourceAddress,
    enabled: data.enabled,
  });
  const { form } = domainForm;
  return (
    <Stack maw={520}>
      <ServerSettingsForm
        name="SMS centre"
        title="SMS centre (SMPP)"
        domainForm={domainForm}
        save={(values) => save.mutateAsync(values)}
        secrets={['password']}
      >
        <TextInput label="Host" required {...form.getInputProps('host')} />
        <PortInput inputProps={form.getInputProps('port')} />
        <TextInput label="System ID" required {...form.getInputProps('systemId')} />
        <SecretField
          label="Password"
          isSet={data.passwordSet ?? false}
          inputProps={form.getInputProps('password')}
        />
        <TextInput label="Source Address" required {...form.getInputProps('sourceAddress')} />
        <Checkbox label="Send SMS" {...form.getInputProps('enabled', { type: 'checkbox' })} />
      </ServerSettingsForm>
      <TestSendForm
        name="Send test SMS"
        schema={testSmsSchema}
        placeholder="+15551234567"
        send={(to) => sendTest.mutateAsync(to)}
        queued="Test SMS queued: follow it on the Deliveries screen"
      />
    </Stack>
  );
}
