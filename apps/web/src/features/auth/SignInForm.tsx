import type { ReactNode } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { signInSchema, type SignInInput } from '@ridgeline/domain';
import { useDomainForm } from '../forms/use-domain-form';

export interface SignInFormProps {
  error: string | null;
  /** A second line under the error, such as the attempts left before the lock. */
  errorDetail?: string | null;
  /** Sends the sign-in; the form ignores further submits until it settles. */
  onSubmit: (input: SignInInput) => Promise<unknown>;
  /** Links under the button, such as forgot password. */
  footer?: ReactNode;
}

export function SignInForm({ error, errorDetail, onSubmit, footer }: SignInFormProps) {
  const { form, submitting, onSubmit: submit } = useDomainForm(signInSchema, { email: '', password: '' });
  return (
    <form noValidate onSubmit={submit(onSubmit)}>
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
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={submitting} disabled={submitting}>
          Sign in
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
