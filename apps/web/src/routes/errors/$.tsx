import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../../features/errors/ErrorPage';

export const Route = createFileRoute('/errors/$')({
  component: function GenericError() {
    const { _splat } = Route.useParams();
    return <ErrorPage code={_splat ?? ''} home="/" />;
  },
});
