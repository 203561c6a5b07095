import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { errorMessage } from '../forms/error-message';
import type { SessionArea } from '../session/session-types';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AuthCard } from './AuthCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';

export function ForgotPasswordScreen({ area }: { area: SessionArea }) {
  const request = useRequestPasswordReset(area);
  return (
    <AuthCard title="Forgot password" subtitle="We e-mail you a link to choose a new password.">
      <ForgotPasswordForm
        error={errorMessage(request.error)}
        sent={request.isSuccess}
        onSubmit={(input) => request.mutateAsync(input)}
      />
      <Text size="sm">
        <Anchor component={Link} to={area === 'system' ? '/system/auth/login' : '/auth/login'}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
