import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { SecondFactorChallenge } from '../auth/api/sign-in';
import { SecondFactorStep } from '../auth/SecondFactorStep';
import { errorMessage } from '../forms/error-message';
import { notifySuccess } from '../forms/toasts';
import { PASSWORD_CHANGED_MESSAGE } from '../session/session-messages';
import { useChangePassword } from './api/change-password';
import { ChangePasswordForm, type ChangePasswordMode } from './ChangePasswordForm';

const CANCEL_TO = { system: '/system/auth/login', user: '/', enforced: '/system/auth/login' } as const;
const SUCCESS_TO = {
  system: '/system/profile/basic-info',
  user: '/',
  enforced: '/system/dashboard',
} as const;

/** Binds the form to its mode's call and destinations (spec §2, §4). */
export function ChangePasswordScreen({ mode }: { mode: ChangePasswordMode }) {
  const navigate = useNavigate();
  const mutation = useChangePassword(mode);
  const { reset } = mutation;
  // The error belongs to this visit of the screen only.
  useEffect(() => () => reset(), [reset]);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  if (challenge) {
    // The enforced change signed in again with the new password; the second factor finishes that sign-in.
    return (
      <SecondFactorStep
        challenge={challenge}
        onSignedIn={() => {
          notifySuccess(PASSWORD_CHANGED_MESSAGE);
          void navigate({ to: SUCCESS_TO[mode], replace: true });
        }}
        onRestart={() => void navigate({ to: '/system/auth/login', replace: true })}
      />
    );
  }
  return (
    <ChangePasswordForm
      mode={mode}
      error={errorMessage(mutation.error)}
      onCancel={() => void navigate({ to: CANCEL_TO[mode] })}
      onSubmit={(input) =>
        mutation.mutateAsync(input).then((outcome) => {
          if (typeof outcome === 'object') {
            setChallenge(outcome.secondFactor);
            return;
          }
          if (outcome === 'sign-in-failed') {
            void navigate({ to: '/system/auth/login', replace: true });
            return;
          }
          notifySuccess(PASSWORD_CHANGED_MESSAGE);
          void navigate({ to: SUCCESS_TO[mode], replace: mode === 'enforced' });
        })
      }
    />
  );
}
