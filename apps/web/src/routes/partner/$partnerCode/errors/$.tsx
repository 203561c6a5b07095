import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../../../../features/errors/ErrorPage';

export const Route = createFileRoute('/partner/$partnerCode/errors/$')({
  component: function PartnerError() {
    const { _splat, partnerCode } = Route.useParams();
    return <ErrorPage code={_splat ?? ''} home={`/partner/${encodeURIComponent(partnerCode)}/dashboard`} />;
  },
});
