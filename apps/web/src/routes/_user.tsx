import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { hasLiveSession } from '../features/session/guards';
import { UserShellLayout } from '../features/layout/UserShellLayout';

const CHANGE_PASSWORD = '/change-password';

export const Route = createFileRoute('/_user')({
  beforeLoad: ({ location }) => {
    const isChangePassword = location.pathname.toLowerCase().replace(/\/$/, '') === CHANGE_PASSWORD;
    if (!hasLiveSession('userPortal')) {
      // The administrator's avatar menu links to /change-Password too; administrators change theirs in /system.
      if (isChangePassword && hasLiveSession('system')) throw redirect({ to: '/system/change-password' });
      throw redirect({ to: '/auth/login', replace: true });
    }
    // The spec's menu link is mixed case (/change-Password); the route is lowercase.
    if (isChangePassword && location.pathname !== CHANGE_PASSWORD)
      throw redirect({ to: CHANGE_PASSWORD, replace: true });
  },
  component: () => (
    <UserShellLayout>
      <Outlet />
    </UserShellLayout>
  ),
});
