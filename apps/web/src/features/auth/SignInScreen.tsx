import { Anchor } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import type { SessionArea } from '../session/session-types';
import { SecondFactorStep } from './SecondFactorStep';
import { SignInCard } from './SignInCard';
import { signedInPath } from './signed-in-path';

/**
 * The sign-in page inside the app, shown when the app itself goes there (logout, an ended session). A page load of
 * /auth/login or /system/auth/login gets the same card from the small sign-in entry instead (src/sign-in-page).
 */
export function SignInScreen({ area }: { area: SessionArea }) {
  const navigate = useNavigate();
  return (
    <SignInCard
      area={area}
      onSignedIn={(session) => void navigate({ to: signedInPath(area, session), replace: true })}
      forgotPasswordLink={
        <Anchor
          component={Link}
          to={area === 'system' ? '/system/auth/forgot-password' : '/auth/forgot-password'}
        >
          Forgot password?
        </Anchor>
      }
      SecondFactor={SecondFactorStep}
    />
  );
}
