import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@ridgeline/domain';
import { useDomainForm } from '../forms/use-domain-form';
import { FailureAlert } from '../forms/FailureAlert';

export interface ForgotPasswordFormProps {
  error: string | null;
  sent: boolean;
  /** Sends the reset link; one request per submit. */
  onSubmit: (input: ForgotPasswordInput) => Promise<unknown>;
}

export function ForgotPasswordForm({ error, sent, onSubmit }: ForgotPasswordFormProps) {
  const { form, submitting, onSubmit: submit } = useDomainForm(forgotPasswordSchema, { email: '' });
  return (
    <form noValidate onSubmit={submit(onSubmit)}>
      <Stack gap="sm">
        <FailureAlert>{error}</FailureAlert>
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
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={submitting} disabled={submitting}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
