import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { errorMessage } from '../forms/error-message';
import type { SessionArea } from '../session/session-types';
import { useUnlockAccount } from './api/unlock-account';
import { AuthCard } from './AuthCard';
import { FailureAlert } from '../forms/FailureAlert';

/**
 * The page of the e-mailed unlock link. The lock is lifted by the button, not on opening the page, so a mail
 * scanner that follows links does not spend the link.
 */
export function UnlockAccountScreen({ area, token }: { area: SessionArea; token: string }) {
  const unlock = useUnlockAccount(area);
  const signIn = area === 'system' ? '/system/auth/login' : '/auth/login';
  const error = errorMessage(unlock.error);
  return (
    <AuthCard
      title="Unlock your account"
      subtitle="Your account was locked after five failed sign-in attempts."
    >
      <Stack gap="sm">
        <FailureAlert>
          {!token && 'This unlock link is incomplete. Wait for the lock to end, or reset your password.'}
        </FailureAlert>
        <FailureAlert>{error}</FailureAlert>
        {unlock.isSuccess ? (
          <Alert color="green" role="status">
            {unlock.data.message}
          </Alert>
        ) : (
          <Button
            onClick={() => unlock.mutate(token)}
            loading={unlock.isPending}
            disabled={!token || unlock.isPending}
          >
            Unlock my account
          </Button>
        )}
        <Text size="sm">
          <Anchor component={Link} to={signIn}>
            Back to sign in
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
