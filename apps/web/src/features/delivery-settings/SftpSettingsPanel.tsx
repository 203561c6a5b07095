import { Alert, Button, Checkbox, Code, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { sftpSettingSchema } from '@ridgeline/domain';
import { notifyFailure } from '../forms/toasts';
import { useDomainForm } from '../forms/use-domain-form';
import type { SettingsScope } from '../settings/settings-scope';
import { useSaveSftpSetting, useSftpSetting, useTestSftp } from './api/sftp-setting';
import { SecretField } from './SecretField';
import { PortInput, ServerSettingsForm } from './ServerSettingsForm';

/**
 * The EFT SFTP server of the system, a partner or a location (spec §7 /setting/eft-sftp and
 * /location-setting/{id}/eft-sftp; a location's own overrides the rest). The system's has "test connection" and
 * shows the host key pinned by its first success.
 */
export function SftpSettingsPanel({ scope = { kind: 'system' } }: { scope?: SettingsScope }) {
  const { data } = useSftpSetting(scope);
  const save = useSaveSftpSetting(scope);
  const probe = useTestSftp();
  const domainForm = useDomainForm(sftpSettingSchema, {
    host: data.host,
    port: data.port ?? 22,
    username: data.username,
    password: '',
    privateKey: '',
    remoteDirectory: data.remoteDirectory,
    responseFolder: data.responseFolder ?? '',
    afterRead: data.afterRead ?? 'MOVE',
    responsePollSeconds: data.responsePollSeconds ?? 300,
    enabled: data.enabled,
  });
  const { form } = domainForm;
  const result = probe.data?.data;
  return (
    <Stack maw={560}>
      <ServerSettingsForm
        name="EFT SFTP server"
        title="EFT file transfer (SFTP)"
        domainForm={domainForm}
        save={(values) => save.mutateAsync(values)}
        secrets={['password', 'privateKey']}
        actions={
          scope.kind !== 'system' ? null : (
            <Button
              variant="light"
              disabled={probe.isPending}
              loading={probe.isPending}
              onClick={() => probe.mutate(undefined, { onError: notifyFailure })}
            >
              Test connection
            </Button>
          )
        }
        footer={
          result ? (
            <Alert
              color={result.ok ? 'green' : 'red'}
              role="status"
              title={result.ok ? 'Connected' : 'Failed'}
            >
              {result.message}
            </Alert>
          ) : null
        }
      >
        {data.inherited ? (
          <Alert color="blue" role="status">
            This location uses the server shown below until it saves its own.
          </Alert>
        ) : null}
        <TextInput label="Host" required {...form.getInputProps('host')} />
        <PortInput inputProps={form.getInputProps('port')} />
        <TextInput label="Username" required autoComplete="off" {...form.getInputProps('username')} />
        <SecretField
          label="Password"
          isSet={data.passwordSet ?? false}
          inputProps={form.getInputProps('password')}
        />
        <SecretField
          label="Private Key"
          isSet={data.privateKeySet ?? false}
          inputProps={form.getInputProps('privateKey')}
        />
        <TextInput label="Remote Folder" {...form.getInputProps('remoteDirectory')} />
        <TextInput
          label="Response Folder"
          description="Where the FBI's answers (SRE, ERRT) arrive on this server; empty: not read"
          {...form.getInputProps('responseFolder')}
        />
        <Select
          label="After Reading"
          data={[
            { value: 'MOVE', label: 'Move to the processed folder' },
            { value: 'DELETE', label: 'Delete' },
          ]}
          allowDeselect={false}
          {...form.getInputProps('afterRead')}
        />
        <NumberInput
          label="Poll Every (seconds)"
          min={10}
          max={86400}
          allowDecimal={false}
          {...form.getInputProps('responsePollSeconds')}
        />
        <Checkbox label="Send EFT files" {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <Text size="sm">
          Host key:{' '}
          {data.hostKeyFingerprint ? (
            <Code>{data.hostKeyFingerprint}</Code>
          ) : (
            'pinned by the first successful test'
          )}
        </Text>
      </ServerSettingsForm>
    </Stack>
  );
}
