import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthCard } from '../../features/auth/AuthCard';
import { ChangePasswordScreen } from '../../features/change-password/ChangePasswordScreen';
import { hasLiveSession, mustChangePassword } from '../../features/session/guards';

/** The forced change after a first sign-in with an e-mailed password (spec §4, enforced mode). */
export const Route = createFileRoute('/system/enforce-password')({
  beforeLoad: () => {
    if (!hasLiveSession('system')) throw redirect({ to: '/system/auth/login', replace: true });
    if (!mustChangePassword()) throw redirect({ to: '/system/dashboard', replace: true });
  },
  component: () => (
    // The form's own title is the page's one heading.
    <AuthCard>
      <ChangePasswordScreen mode="enforced" />
    </AuthCard>
  ),
});
