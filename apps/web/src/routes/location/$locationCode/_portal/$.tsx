import { createFileRoute, redirect } from '@tanstack/react-router';

/** Screens that exist only at partner level (spec §2): inside a location portal they are forbidden, not missing. */
const PARTNER_ONLY = new Set(['locations', 'companies', 'groups_prioritize', 'roles']);

/** An unknown address inside the location portal: that portal's error page (issue 18). */
export const Route = createFileRoute('/location/$locationCode/_portal/$')({
  beforeLoad: ({ params }) => {
    const first = (params._splat ?? '').split('/')[0] ?? '';
    throw redirect({
      to: '/location/$locationCode/errors/$',
      params: { locationCode: params.locationCode, _splat: PARTNER_ONLY.has(first) ? '403' : '404' },
      replace: true,
    });
  },
});
