import { Button, Group, PasswordInput, Stack, Text, Title, Tooltip } from '@mantine/core';
import { changePasswordSchema, type ChangePasswordInput } from '@ridgeline/domain';
import { useDomainForm } from '../forms/use-domain-form';
import { FailureAlert } from '../forms/FailureAlert';

export type ChangePasswordMode = 'system' | 'enforced' | 'user';

export const ENFORCED_PASSWORD_TOOLTIP = 'Password Provided in Email';
export const ENFORCED_PASSWORD_INTRO = 'Replace the password you received by e-mail before you go on.';

export interface ChangePasswordFormProps {
  mode: ChangePasswordMode;
  error: string | null;
  /** Sends the change; one request per submit. */
  onSubmit: (input: ChangePasswordInput) => Promise<unknown>;
  onCancel: () => void;
}

const toggle = (label: string) => ({ 'aria-label': `Show or hide ${label}` });

/** The one change-password screen of spec §2 in its three modes. */
export function ChangePasswordForm({ mode, error, onSubmit, onCancel }: ChangePasswordFormProps) {
  const {
    form,
    submitting,
    onSubmit: submit,
  } = useDomainForm(changePasswordSchema, {
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const currentLabel =
    mode === 'enforced' ? (
      <Tooltip label={ENFORCED_PASSWORD_TOOLTIP} withArrow>
        <span>Current Password</span>
      </Tooltip>
    ) : (
      'Current Password'
    );
  return (
    <form noValidate aria-label="Reset Password Form" onSubmit={submit(onSubmit)}>
      <Stack gap="sm" maw={460}>
        <Title order={1} size="h2">
          Reset Password Form
        </Title>
        {mode === 'enforced' ? <Text c="dimmed">{ENFORCED_PASSWORD_INTRO}</Text> : null}
        <FailureAlert>{error}</FailureAlert>
        <PasswordInput
          label={currentLabel}
          aria-label="Current Password"
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={toggle('Current Password')}
          {...form.getInputProps('oldPassword')}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={toggle('New Password')}
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={toggle('Confirm New Password')}
          {...form.getInputProps('confirmPassword')}
        />
        <Group>
          <Button type="submit" disabled={submitting} loading={submitting}>
            Submit
          </Button>
          {mode === 'enforced' ? null : (
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
