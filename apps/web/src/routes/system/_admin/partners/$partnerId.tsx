import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { notifyFailure, notifySuccess } from '../../../../features/forms/toasts';
import { partnerQueryOptions, useSavePartner } from '../../../../features/partners/api/partners';
import { PartnerForm } from '../../../../features/partners/PartnerForm';

export const Route = createFileRoute('/system/_admin/partners/$partnerId')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(partnerQueryOptions(params.partnerId)),
  component: EditPartner,
});

function EditPartner() {
  const { partnerId } = Route.useParams();
  const { data: partner } = useSuspenseQuery(partnerQueryOptions(partnerId));
  const save = useSavePartner();
  return (
    <Stack>
      <Title order={1} size="h2">
        {partner.legalName}
      </Title>
      <PartnerForm
        key={partner.id + String(partner.companyLogo) + String(partner.favicon)}
        partner={partner}
        onSubmit={(input) =>
          save
            .mutateAsync({ ...input, id: partner.id })
            .then((result) => notifySuccess(result.message ?? 'Partner updated successfully'), notifyFailure)
        }
      />
    </Stack>
  );
}
