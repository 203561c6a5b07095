import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { hasLiveSession } from '../../features/session/guards';

export const Route = createFileRoute('/system/auth')({
  beforeLoad: () => {
    if (hasLiveSession('system')) throw redirect({ to: '/system/dashboard', replace: true });
  },
  component: Outlet,
});
