import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../../../../features/errors/ErrorPage';

export const Route = createFileRoute('/partner/$partnerCode/errors/$')({
  component: function PartnerError() {
    const { _splat, partnerCode } = Route.useParams();
    return (
      <ErrorPage
        code={_splat ?? ''}
        // Forbidden: the portal's own pages are closed to this user, so "back" is the chooser.
        home={_splat === '403' ? '/' : `/partner/${encodeURIComponent(partnerCode)}/dashboard`}
      />
    );
  },
});
