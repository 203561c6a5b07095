import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { LoadingIndicator } from '@ridgeline/ui';
import { acceptInvitationSchema } from '@ridgeline/domain';
import { Link, useNavigate } from '@tanstack/react-router';
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
  if (info.existingUser) {
    return (
      <AuthCard title="Accept invitation" subtitle={subtitle}>
        <Text size="sm">You already have an account: accepting adds this access to it.</Text>
        <Button
          loading={accept.isPending}
          disabled={accept.isPending}
          onClick={() => accept.mutateAsync({ token }).then(done, notifyFailure)}
        >
          Accept invitation
        </Button>
      </AuthCard>
    );
  }
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
