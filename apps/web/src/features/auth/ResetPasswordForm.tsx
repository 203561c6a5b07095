import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { resetPasswordSchema, type ResetPasswordInput } from '@ridgeline/domain';
import { useSchemaForm } from '../forms/use-schema-form';

export interface ResetPasswordFormProps {
  token: string;
  loading: boolean;
  error: string | null;
  onSubmit: (input: ResetPasswordInput) => void;
}

export function ResetPasswordForm({ token, loading, error, onSubmit }: ResetPasswordFormProps) {
  const form = useSchemaForm(resetPasswordSchema, { token, newPassword: '', confirmPassword: '' });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const values = form.validateAll();
        if (values) onSubmit(values);
      }}
    >
      <Stack gap="sm">
        {!token ? (
          <Alert color="red" role="alert">
            This reset link is incomplete. Ask for a new one.
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          required
          {...form.inputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          required
          {...form.inputProps('confirmPassword')}
        />
        <Button type="submit" loading={loading} disabled={loading || !token}>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}
