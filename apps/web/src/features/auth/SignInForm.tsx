import type { ReactNode } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { signInSchema, type SignInInput } from '@ridgeline/domain';
import { useSchemaForm } from '../forms/use-schema-form';

export interface SignInFormProps {
  loading: boolean;
  error: string | null;
  /** A second line under the error, such as the attempts left before the lock. */
  errorDetail?: string | null;
  onSubmit: (input: SignInInput) => void;
  /** Links under the button, such as forgot password. */
  footer?: ReactNode;
}

export function SignInForm({ loading, error, errorDetail, onSubmit, footer }: SignInFormProps) {
  const form = useSchemaForm(signInSchema, { email: '', password: '' });
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
          <Alert color="red" role="alert" title="Sign-in failed">
            {error}
            {errorDetail ? <div>{errorDetail}</div> : null}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          {...form.inputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.inputProps('password')}
        />
        <Button type="submit" loading={loading} disabled={loading}>
          Sign in
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
