import { createFileRoute } from '@tanstack/react-router';
import { serviceQueryOptions } from '../../../../../../features/services/api/partner-services';
import { ServiceDetail } from '../../../../../../features/services/ServiceDetail';

export const Route = createFileRoute('/partner/$partnerCode/_portal/services/detail/$serviceId')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(
      serviceQueryOptions({ kind: 'partner', code: params.partnerCode }, params.serviceId),
    ),
  component: function ServiceDetailRoute() {
    const { partnerCode, serviceId } = Route.useParams();
    return <ServiceDetail portal={{ kind: 'partner', code: partnerCode }} id={serviceId} />;
  },
});
