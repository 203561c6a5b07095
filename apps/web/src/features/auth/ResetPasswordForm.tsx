import { Button, PasswordInput, Stack } from '@mantine/core';
import { resetPasswordSchema, type ResetPasswordInput } from '@ridgeline/domain';
import { useDomainForm } from '../forms/use-domain-form';
import { FailureAlert } from '../forms/FailureAlert';

export interface ResetPasswordFormProps {
  token: string;
  error: string | null;
  /** Sends the new password; one request per submit. */
  onSubmit: (input: ResetPasswordInput) => Promise<unknown>;
}

export function ResetPasswordForm({ token, error, onSubmit }: ResetPasswordFormProps) {
  const {
    form,
    submitting,
    onSubmit: submit,
  } = useDomainForm(resetPasswordSchema, {
    token,
    newPassword: '',
    confirmPassword: '',
  });
  return (
    <form noValidate onSubmit={submit(onSubmit)}>
      <Stack gap="sm">
        <FailureAlert>{!token && 'This reset link is incomplete. Ask for a new one.'}</FailureAlert>
        <FailureAlert>{error}</FailureAlert>
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={submitting} disabled={submitting || !token}>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}
