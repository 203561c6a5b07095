import { Navigate, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { SessionGuardian } from '../features/session/SessionGuardian';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // Spec §2: any other path goes to /.
  notFoundComponent: () => <Navigate to="/" replace />,
});

function Root() {
  return (
    <>
      <SessionGuardian />
      <Outlet />
    </>
  );
}
