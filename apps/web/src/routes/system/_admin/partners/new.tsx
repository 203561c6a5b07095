import { Stack, Title } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { notifyFailure, notifySuccess } from '../../../../features/forms/toasts';
import { useSavePartner } from '../../../../features/partners/api/partners';
import { PartnerForm } from '../../../../features/partners/PartnerForm';

export const Route = createFileRoute('/system/_admin/partners/new')({
  component: NewPartner,
});

function NewPartner() {
  const save = useSavePartner();
  const navigate = useNavigate();
  return (
    <Stack>
      <Title order={1} size="h2">
        Add Partner
      </Title>
      <PartnerForm
        onSubmit={(input) =>
          save.mutateAsync(input).then((result) => {
            notifySuccess(result.message ?? 'Partner created successfully');
            void navigate({ to: '/system/partners/$partnerId', params: { partnerId: result.data.id } });
          }, notifyFailure)
        }
      />
    </Stack>
  );
}
