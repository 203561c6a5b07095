import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '../../features/auth/ResetPasswordScreen';
import { resetSearch } from '../../features/auth/reset-search';

export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: resetSearch,
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordScreen area="userPortal" token={token} />;
  },
});
