import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../../../../features/errors/ErrorPage';

export const Route = createFileRoute('/location/$locationCode/errors/$')({
  component: function LocationError() {
    const { _splat, locationCode } = Route.useParams();
    return <ErrorPage code={_splat ?? ''} home={`/location/${encodeURIComponent(locationCode)}/dashboard`} />;
  },
});
