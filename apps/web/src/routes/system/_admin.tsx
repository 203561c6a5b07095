import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLayout } from '../../features/layout/AdminLayout';
import { hasLiveSession, mustChangePassword } from '../../features/session/guards';

export const Route = createFileRoute('/system/_admin')({
  beforeLoad: () => {
    if (!hasLiveSession('system')) throw redirect({ to: '/system/auth/login', replace: true });
    // An e-mailed password opens nothing but its own replacement.
    if (mustChangePassword()) throw redirect({ to: '/system/enforce-password', replace: true });
  },
  component: () => (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  ),
});
