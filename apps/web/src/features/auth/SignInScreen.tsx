import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { errorDetail, errorMessage } from '../forms/error-message';
import type { SessionArea } from '../session/session-types';
import { useSignIn, type SecondFactorChallenge } from './api/sign-in';
import { AuthCard } from './AuthCard';
import { SecondFactorStep } from './SecondFactorStep';
import { SignInForm } from './SignInForm';
import type { AreaSession } from '../session/session-types';

const ABOUT =
  'Ridgeline runs fingerprinting services for FBI background checks and identity-history-summary requests: ' +
  'partners and their locations book appointments, operators capture prints with a live-scan device, and ' +
  'finished records leave as EFT files.';

export function SignInScreen({ area }: { area: SessionArea }) {
  const navigate = useNavigate();
  const signIn = useSignIn(area);
  const isSystem = area === 'system';
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const signedIn = (session: AreaSession) => {
    if (!isSystem) void navigate({ to: '/', replace: true });
    else if (session.user.enforcePasswordChange)
      void navigate({ to: '/system/enforce-password', replace: true });
    else void navigate({ to: '/system/dashboard', replace: true });
  };
  return (
    <AuthCard
      title={isSystem ? 'System administration' : 'Ridgeline'}
      subtitle={challenge ? 'Second factor' : isSystem ? 'Sign in' : ABOUT}
    >
      {challenge ? (
        <SecondFactorStep
          challenge={challenge}
          onSignedIn={signedIn}
          onRestart={() => {
            signIn.reset();
            setChallenge(null);
          }}
        />
      ) : (
        <SignInForm
          error={errorMessage(signIn.error)}
          errorDetail={errorDetail(signIn.error)}
          onSubmit={(input) =>
            signIn.mutateAsync(input).then((result) => {
              if (result.kind === 'challenge') setChallenge(result.challenge);
              else signedIn(result.session);
            })
          }
          footer={
            <Text size="sm">
              <Anchor
                component={Link}
                to={isSystem ? '/system/auth/forgot-password' : '/auth/forgot-password'}
              >
                Forgot password?
              </Anchor>
            </Text>
          }
        />
      )}
    </AuthCard>
  );
}
