import { createFileRoute, redirect } from '@tanstack/react-router';

/** An unknown address inside the location portal: that portal's error page (issue 18). */
export const Route = createFileRoute('/location/$locationCode/_portal/$')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/location/$locationCode/errors/$',
      params: { locationCode: params.locationCode, _splat: '404' },
      replace: true,
    });
  },
});
