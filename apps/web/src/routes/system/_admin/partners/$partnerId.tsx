import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { notifyFailure, notifyDone } from '../../../../features/forms/toasts';
import { StatusBadge } from '../../../../features/lists/ListRows';
import { partnerQueryOptions, useSavePartner } from '../../../../features/partners/api/partners';
import { PartnerForm } from '../../../../features/partners/PartnerForm';

export const Route = createFileRoute('/system/_admin/partners/$partnerId')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(partnerQueryOptions(params.partnerId)),
  component: EditPartner,
});

function EditPartner() {
  const { partnerId } = Route.useParams();
  const { data: partner } = useSuspenseQuery(partnerQueryOptions(partnerId));
  const save = useSavePartner();
  const signInPage = `/partner/${encodeURIComponent(partner.code)}/${partner.id}/auth`;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {partner.legalName}
        </Title>
        <StatusBadge active={partner.active} />
      </Group>
      <Text size="sm">
        Branded sign-in page for its users:{' '}
        <Anchor href={signInPage} target="_blank">
          {window.location.origin}
          {signInPage}
        </Anchor>
      </Text>
      <Text size="sm">
        {partner.addresses.length} {partner.addresses.length === 1 ? 'address' : 'addresses'},{' '}
        {partner.contactPersons.length} {partner.contactPersons.length === 1 ? 'contact' : 'contacts'}
      </Text>
      <PartnerForm
        key={partner.id + String(partner.companyLogo) + String(partner.favicon)}
        partner={partner}
        onSubmit={(input) =>
          save
            .mutateAsync({ ...input, id: partner.id })
            .then(notifyDone('Partner updated successfully'), notifyFailure)
        }
      />
    </Stack>
  );
}
