import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { LoadingIndicator } from '@ridgeline/ui';
import { acceptInvitationSchema } from '@ridgeline/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthCard } from '../auth/AuthCard';
import { errorMessage } from '../forms/error-message';
import { notifyFailure, notifySuccess } from '../forms/toasts';
import { useDomainForm } from '../forms/use-domain-form';
import { useAcceptInvitation, useInvitation, type InvitationInfo } from './api/invitations';

/** The page of an e-mailed invitation link: who invites to what, then a name and password (or one click). */
export function AcceptInvitationScreen({ token }: { token: string }) {
  const invitation = useInvitation(token);
  if (!token || invitation.isError) {
    return (
      <AuthCard title="Invitation">
        <Alert color="red" role="alert">
          {token
            ? errorMessage(invitation.error)
            : 'This invitation link is invalid, already used or has expired'}
        </Alert>
        <Button component={Link} to="/auth/login" variant="light">
          Go to sign in
        </Button>
      </AuthCard>
    );
  }
  if (!invitation.data) {
    return (
      <AuthCard title="Invitation">
        <LoadingIndicator label="Loading the invitation" />
      </AuthCard>
    );
  }
  return <AcceptInvitation token={token} info={invitation.data} />;
}

function AcceptInvitation({ token, info }: { token: string; info: InvitationInfo }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const { form, submitting, onSubmit } = useDomainForm(acceptInvitationSchema, {
    firstName: info.firstName ?? '',
    lastName: info.lastName ?? '',
    newPassword: '',
    confirmPassword: '',
  });
  const place = info.locationName ? `${info.locationName} (${info.partnerName})` : info.partnerName;
  const done = (result: { message?: string }) => {
    notifySuccess(result.message ?? 'Invitation accepted');
    void navigate({ to: '/auth/login', replace: true });
  };
  const subtitle = `You are invited to ${place} as ${info.roleTitle}, with ${info.email}.`;
  if (info.existingUser) return <AcceptForExistingAccount token={token} subtitle={subtitle} done={done} />;
  return (
    <AuthCard title="Accept invitation" subtitle={subtitle}>
      <form
        noValidate
        onSubmit={onSubmit((values) => accept.mutateAsync({ token, ...values }).then(done, notifyFailure))}
      >
        <Stack>
          <TextInput label="First name" required {...form.getInputProps('firstName')} />
          <TextInput label="Last name" required {...form.getInputProps('lastName')} />
          <PasswordInput label="Password" required {...form.getInputProps('newPassword')} />
          <PasswordInput label="Confirm password" required {...form.getInputProps('confirmPassword')} />
          <Button type="submit" loading={submitting} disabled={submitting}>
            Accept invitation
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

/** An existing account accepts with its password: a link alone never adds access to an account (issue 24). */
function AcceptForExistingAccount({
  token,
  subtitle,
  done,
}: {
  token: string;
  subtitle: string;
  done: (result: { message?: string }) => void;
}) {
  const accept = useAcceptInvitation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <AuthCard title="Accept invitation" subtitle={subtitle}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!password) {
            setError('Enter the password of your account');
            return;
          }
          setError(null);
          void accept.mutateAsync({ token, password }).then(done, notifyFailure);
        }}
      >
        <Stack>
          <Text size="sm">You already have an account: enter its password to add this access to it.</Text>
          <PasswordInput
            label="Your password"
            required
            autoComplete="current-password"
            value={password}
            error={error}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" loading={accept.isPending} disabled={accept.isPending}>
            Accept invitation
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
