import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '../../../features/auth/ResetPasswordScreen';
import { resetSearch } from '../../../features/auth/reset-search';

export const Route = createFileRoute('/system/auth/reset-password')({
  validateSearch: resetSearch,
  component: function SystemResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordScreen area="system" token={token} />;
  },
});
