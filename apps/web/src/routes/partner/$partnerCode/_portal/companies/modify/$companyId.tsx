import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { companyQueryOptions, useSaveCompany } from '../../../../../../features/companies/api/companies';
import { CompanyForm } from '../../../../../../features/companies/CompanyForm';
import { FormPage } from '../../../../../../features/forms/FormPage';
import { notifyFailure, notifyDone } from '../../../../../../features/forms/toasts';

export const Route = createFileRoute('/partner/$partnerCode/_portal/companies/modify/$companyId')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(
      companyQueryOptions({ kind: 'partner', code: params.partnerCode }, params.companyId),
    ),
  component: function ModifyCompany() {
    const { partnerCode, companyId } = Route.useParams();
    const portal = { kind: 'partner', code: partnerCode } as const;
    const { data: company } = useSuspenseQuery(companyQueryOptions(portal, companyId));
    const save = useSaveCompany(portal);
    return (
      <FormPage title={company.name}>
        <CompanyForm
          key={company.id}
          company={company}
          onSubmit={(data) =>
            save
              .mutateAsync({ id: company.id, data })
              .then(notifyDone('Company updated successfully'), notifyFailure)
          }
        />
      </FormPage>
    );
  },
});
