import {
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { sftpSettingSchema } from '@ridgeline/domain';
import { notifyFailure, notifySuccess } from '../forms/toasts';
import { useDomainForm } from '../forms/use-domain-form';
import type { SettingsScope } from '../settings/settings-scope';
import { useSaveSftpSetting, useSftpSetting, useTestSftp } from './api/sftp-setting';
import { SecretField } from './SecretField';

const rethrow = (error: unknown) => {
  notifyFailure(error);
  throw error;
};

/**
 * The EFT SFTP server of the system, a partner or a location (spec §7 /setting/eft-sftp and
 * /location-setting/{id}/eft-sftp; a location's own overrides the rest). The system's has "test connection" and
 * shows the host key pinned by its first success.
 */
export function SftpSettingsPanel({ scope = { kind: 'system' } }: { scope?: SettingsScope }) {
  const { data } = useSftpSetting(scope);
  const save = useSaveSftpSetting(scope);
  const probe = useTestSftp();
  const { form, submitting, onSubmit } = useDomainForm(sftpSettingSchema, {
    host: data.host,
    port: data.port ?? 22,
    username: data.username,
    password: '',
    privateKey: '',
    remoteDirectory: data.remoteDirectory,
    enabled: data.enabled,
  });
  const result = probe.data?.data;
  return (
    <Stack maw={560}>
      <form
        noValidate
        aria-label="EFT SFTP server"
        onSubmit={onSubmit((values) =>
          save.mutateAsync(values).then(() => {
            form.setFieldValue('password', '');
            form.setFieldValue('privateKey', '');
            notifySuccess('EFT SFTP server saved');
          }, rethrow),
        )}
      >
        <Stack gap="sm">
          <Title order={3}>EFT file transfer (SFTP)</Title>
          {data.inherited ? (
            <Alert color="blue" role="status">
              This location uses the server shown below until it saves its own.
            </Alert>
          ) : null}
          <TextInput label="Host" required {...form.getInputProps('host')} />
          <NumberInput
            label="Port"
            required
            min={1}
            max={65535}
            allowDecimal={false}
            {...form.getInputProps('port')}
          />
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
          <Checkbox label="Send EFT files" {...form.getInputProps('enabled', { type: 'checkbox' })} />
          <Text size="sm">
            Host key:{' '}
            {data.hostKeyFingerprint ? (
              <Code>{data.hostKeyFingerprint}</Code>
            ) : (
              'pinned by the first successful test'
            )}
          </Text>
          <Group>
            <Button type="submit" disabled={submitting} loading={submitting}>
              Save
            </Button>
            {scope.kind !== 'system' ? null : (
              <Button
                variant="light"
                disabled={probe.isPending}
                loading={probe.isPending}
                onClick={() => probe.mutate(undefined, { onError: notifyFailure })}
              >
                Test connection
              </Button>
            )}
          </Group>
          {result ? (
            <Alert
              color={result.ok ? 'green' : 'red'}
              role="status"
              title={result.ok ? 'Connected' : 'Failed'}
            >
              {result.message}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Stack>
  );
}
