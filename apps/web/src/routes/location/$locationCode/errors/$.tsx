import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../../../../features/errors/ErrorPage';

export const Route = createFileRoute('/location/$locationCode/errors/$')({
  component: function LocationError() {
    const { _splat, locationCode } = Route.useParams();
    return (
      <ErrorPage
        code={_splat ?? ''}
        // Forbidden: the portal's own pages are closed to this user, so "back" is the chooser.
        home={_splat === '403' ? '/' : `/location/${encodeURIComponent(locationCode)}/dashboard`}
      />
    );
  },
});
