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
import { useSaveSftpSetting, useSftpSetting, useTestSftp } from './api/sftp-setting';
import { SecretField } from './SecretField';

const rethrow = (error: unknown) => {
  notifyFailure(error);
  throw error;
};

/** The system's EFT SFTP server (spec §7 /setting/eft-sftp) with "test connection" and the pinned host key. */
export function SftpSettingsPanel() {
  const { data } = useSftpSetting();
  const save = useSaveSftpSetting();
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
            <Button
              variant="light"
              disabled={probe.isPending}
              loading={probe.isPending}
              onClick={() => probe.mutate(undefined, { onError: notifyFailure })}
            >
              Test connection
            </Button>
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
