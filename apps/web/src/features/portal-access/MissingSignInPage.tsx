import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AuthCard } from '../auth/AuthCard';

export const MISSING_SIGN_IN_TITLE = 'This page does not exist';

/** A branded sign-in link whose partner or location the server does not know: nothing to sign in to. */
export function MissingSignInPage() {
  return (
    <AuthCard title={MISSING_SIGN_IN_TITLE}>
      <Text>
        No partner or location signs in here. Check the link you were given, or ask the partner for a new one.
      </Text>
      <Text size="sm">
        <Anchor component={Link} to="/auth/login">
          Go to the Ridgeline sign-in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
