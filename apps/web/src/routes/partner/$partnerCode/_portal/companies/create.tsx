import { Stack, Title } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSaveCompany } from '../../../../../features/companies/api/companies';
import { CompanyForm } from '../../../../../features/companies/CompanyForm';
import { notifyFailure, notifySuccess } from '../../../../../features/forms/toasts';

export const Route = createFileRoute('/partner/$partnerCode/_portal/companies/create')({
  component: function CreateCompany() {
    const { partnerCode } = Route.useParams();
    const save = useSaveCompany({ kind: 'partner', code: partnerCode });
    const navigate = useNavigate();
    return (
      <Stack>
        <Title order={1} size="h2">
          Add Company
        </Title>
        <CompanyForm
          onSubmit={(data) =>
            save.mutateAsync({ data }).then((result) => {
              notifySuccess(result.message ?? 'Company created successfully');
              void navigate({
                href: `/partner/${encodeURIComponent(partnerCode)}/companies/detail/${result.data.id}`,
              });
            }, notifyFailure)
          }
        />
      </Stack>
    );
  },
});
