import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/location/$locationCode/_portal/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/location/$locationCode/dashboard', params, replace: true });
  },
});
