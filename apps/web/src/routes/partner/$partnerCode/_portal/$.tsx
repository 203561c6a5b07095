import { createFileRoute, redirect } from '@tanstack/react-router';

/** An unknown address inside the partner portal: that portal's error page (issue 18). */
export const Route = createFileRoute('/partner/$partnerCode/_portal/$')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/partner/$partnerCode/errors/$',
      params: { partnerCode: params.partnerCode, _splat: '404' },
      replace: true,
    });
  },
});
