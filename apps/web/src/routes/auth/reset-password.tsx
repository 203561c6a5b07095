import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '../../features/auth/ResetPasswordScreen';
import { resetArea, resetSearch } from '../../features/auth/reset-search';

export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: resetSearch,
  component: function ResetPasswordRoute() {
    // One link page for both areas: the e-mail names the area whose password it resets.
    const { token, area } = Route.useSearch();
    return <ResetPasswordScreen area={resetArea(area)} token={token} />;
  },
});
