import { createFileRoute } from '@tanstack/react-router';
import { UnlockAccountScreen } from '../../features/auth/UnlockAccountScreen';
import { resetArea, resetSearch } from '../../features/auth/reset-search';

export const Route = createFileRoute('/auth/unlock')({
  // The same search as the reset link: `?area=system|user-portal&token=...`.
  validateSearch: resetSearch,
  component: function UnlockRoute() {
    const { token, area } = Route.useSearch();
    return <UnlockAccountScreen area={resetArea(area)} token={token} />;
  },
});
