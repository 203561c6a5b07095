import { useState, type ComponentType, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { errorDetail, errorMessage } from '../forms/error-message';
import type { AreaSession, SessionArea } from '../session/session-types';
import { signIn, type SecondFactorChallenge } from './api/sign-in';
import { AuthCard } from './AuthCard';
import type { SecondFactorStepProps } from './SecondFactorStep';
import { SignInForm } from './SignInForm';

const ABOUT =
  'Ridgeline runs fingerprinting services for FBI background checks and identity-history-summary requests: ' +
  'partners and their locations book appointments, operators capture prints with a live-scan device, and ' +
  'finished records leave as EFT files.';

export interface SignInCardProps {
  area: SessionArea;
  /** The session is stored: leave the page (the app's router, or a full page load from the sign-in entry). */
  onSignedIn: (session: AreaSession) => void;
  /** The "Forgot password?" link to the area's forgot-password page. */
  forgotPasswordLink: ReactNode;
  /** The second-factor step (SecondFactorStep, or a lazily loaded one on the sign-in entry). */
  SecondFactor: ComponentType<SecondFactorStepProps>;
}

/**
 * The sign-in page of an area (spec §2, §4): the password, then a second factor when the account has or needs one.
 * Free of the router and of TanStack Query, so the sign-in entry (src/sign-in-page) renders it without the app.
 */
export function SignInCard({ area, onSignedIn, forgotPasswordLink, SecondFactor }: SignInCardProps) {
  const isSystem = area === 'system';
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <AuthCard
      title={isSystem ? 'System administration' : 'Ridgeline'}
      subtitle={challenge ? 'Second factor' : isSystem ? 'Sign in' : ABOUT}
    >
      {challenge ? (
        <SecondFactor
          challenge={challenge}
          onSignedIn={onSignedIn}
          onRestart={() => {
            setFailure(null);
            setChallenge(null);
          }}
        />
      ) : (
        <SignInForm
          error={errorMessage(failure)}
          errorDetail={errorDetail(failure)}
          onSubmit={(input) => {
            setFailure(null);
            return signIn(area, input).then(
              (result) => {
                if (result.kind === 'challenge') setChallenge(result.challenge);
                else onSignedIn(result.session);
              },
              (error: unknown) => {
                setFailure(error);
                throw error;
              },
            );
          }}
          footer={<Text size="sm">{forgotPasswordLink}</Text>}
        />
      )}
    </AuthCard>
  );
}
