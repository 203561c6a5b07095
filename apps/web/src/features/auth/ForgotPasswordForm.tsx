import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@ridgeline/domain';
import { useSchemaForm } from '../forms/use-schema-form';

export interface ForgotPasswordFormProps {
  loading: boolean;
  error: string | null;
  sent: boolean;
  onSubmit: (input: ForgotPasswordInput) => void;
}

export function ForgotPasswordForm({ loading, error, sent, onSubmit }: ForgotPasswordFormProps) {
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
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
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {sent ? (
          <Alert color="green" role="status">
            If an account uses this e-mail, a link to reset the password is on its way. It works for 30
            minutes.
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          {...form.inputProps('email')}
        />
        <Button type="submit" loading={loading} disabled={loading}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
