import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSaveCompany } from '../../../../../features/companies/api/companies';
import { CompanyForm } from '../../../../../features/companies/CompanyForm';
import { FormPage } from '../../../../../features/forms/FormPage';
import { notifyFailure, notifyDone } from '../../../../../features/forms/toasts';

export const Route = createFileRoute('/partner/$partnerCode/_portal/companies/create')({
  component: function CreateCompany() {
    const { partnerCode } = Route.useParams();
    const save = useSaveCompany({ kind: 'partner', code: partnerCode });
    const navigate = useNavigate();
    return (
      <FormPage title="Add Company">
        <CompanyForm
          onSubmit={(data) =>
            save.mutateAsync({ data }).then(
              notifyDone('Company created successfully', (result) => {
                void navigate({
                  href: `/partner/${encodeURIComponent(partnerCode)}/companies/detail/${result.data.id}`,
                });
              }),
              notifyFailure,
            )
          }
        />
      </FormPage>
    );
  },
});
