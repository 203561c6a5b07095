import { Stack, Title } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { notifyFailure, notifySuccess } from '../../../../../features/forms/toasts';
import { useSaveService } from '../../../../../features/services/api/partner-services';
import { ServiceForm } from '../../../../../features/services/ServiceForm';

export const Route = createFileRoute('/partner/$partnerCode/_portal/services/create')({
  component: function CreateService() {
    const { partnerCode } = Route.useParams();
    const save = useSaveService({ kind: 'partner', code: partnerCode });
    const navigate = useNavigate();
    return (
      <Stack>
        <Title order={1} size="h2">
          Add Service
        </Title>
        <ServiceForm
          onSubmit={(input) =>
            save.mutateAsync(input).then((result) => {
              notifySuccess(result.message ?? 'Service created successfully');
              void navigate({
                href: `/partner/${encodeURIComponent(partnerCode)}/services/detail/${result.data.id}`,
              });
            }, notifyFailure)
          }
        />
      </Stack>
    );
  },
});
