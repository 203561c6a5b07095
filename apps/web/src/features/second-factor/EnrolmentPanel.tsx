import { Alert, Button, Code, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { LoadingIndicator } from '@ridgeline/ui';
import { totpCodeSchema, type TotpCodeInput } from '@ridgeline/domain';
import { useDomainForm } from '../forms/use-domain-form';
import { QrCode } from './QrCode';

export interface EnrolmentPanelProps {
  /** The new secret; undefined while it is being created. */
  enrolment: { secret: string; otpauthUri: string } | undefined;
  error: string | null;
  errorDetail?: string | null;
  /** Confirms the first code; the form ignores further submits until it settles. */
  onConfirm: (code: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** Setting up an authenticator app: scan (or type) the secret, then confirm with its first code. */
export function EnrolmentPanel({ enrolment, error, errorDetail, onConfirm, onCancel }: EnrolmentPanelProps) {
  const { form, submitting, onSubmit } = useDomainForm(totpCodeSchema, { code: '' } as TotpCodeInput);
  if (!enrolment) {
    return error ? (
      <Alert color="red" role="alert" title="Second factor">
        {error}
      </Alert>
    ) : (
      <LoadingIndicator label="Preparing your second factor" />
    );
  }
  return (
    <form noValidate onSubmit={onSubmit((values) => onConfirm(values.code))}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" role="alert" title="Second factor">
            {error}
            {errorDetail ? <div>{errorDetail}</div> : null}
          </Alert>
        ) : null}
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>
            Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).
          </List.Item>
          <List.Item>Scan this QR code, or type the key below.</List.Item>
          <List.Item>Enter the 6-digit code the app shows.</List.Item>
        </List>
        <Group justify="center">
          <QrCode value={enrolment.otpauthUri} />
        </Group>
        <Text size="sm">
          Key: <Code data-testid="second-factor-secret">{enrolment.secret}</Code>
        </Text>
        <TextInput
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          {...form.getInputProps('code')}
        />
        <Group>
          <Button type="submit" loading={submitting} disabled={submitting}>
            Verify and turn on
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
