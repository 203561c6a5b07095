import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { hasLiveSession } from '../features/session/guards';

/** Spec §2: the sign-in group sends a user who already has a token back to /. */
export const Route = createFileRoute('/auth')({
  beforeLoad: () => {
    if (hasLiveSession('userPortal')) throw redirect({ to: '/', replace: true });
  },
  component: Outlet,
});
