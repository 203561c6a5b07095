import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/partner/$partnerCode/_portal/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/partner/$partnerCode/dashboard', params, replace: true });
  },
});
