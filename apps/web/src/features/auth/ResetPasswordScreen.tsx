import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../forms/error-message';
import { notifySuccess } from '../forms/toasts';
import { PASSWORD_CHANGED_MESSAGE } from '../session/session-messages';
import type { SessionArea } from '../session/session-types';
import { useResetPassword } from './api/reset-password';
import { AuthCard } from './AuthCard';
import { ResetPasswordForm } from './ResetPasswordForm';

export function ResetPasswordScreen({ area, token }: { area: SessionArea; token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword(area);
  return (
    <AuthCard title="Reset password" subtitle="Choose a new password of at least 8 characters.">
      <ResetPasswordForm
        token={token}
        error={errorMessage(reset.error)}
        onSubmit={(input) =>
          reset.mutateAsync(input).then(() => {
            notifySuccess(PASSWORD_CHANGED_MESSAGE);
            void navigate({ to: area === 'system' ? '/system/auth/login' : '/auth/login', replace: true });
          })
        }
      />
    </AuthCard>
  );
}
