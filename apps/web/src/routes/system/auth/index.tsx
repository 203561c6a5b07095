import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/system/auth/')({
  beforeLoad: () => {
    throw redirect({ to: '/system/auth/login', replace: true });
  },
});
