import { createFileRoute } from '@tanstack/react-router';
import { companyQueryOptions } from '../../../../../../features/companies/api/companies';
import { CompanyDetail } from '../../../../../../features/companies/CompanyDetail';

export const Route = createFileRoute('/partner/$partnerCode/_portal/companies/detail/$companyId')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(
      companyQueryOptions({ kind: 'partner', code: params.partnerCode }, params.companyId),
    ),
  component: function CompanyDetailRoute() {
    const { partnerCode, companyId } = Route.useParams();
    return <CompanyDetail portal={{ kind: 'partner', code: partnerCode }} id={companyId} />;
  },
});
