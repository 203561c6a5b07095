import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { FormPage } from '../forms/FormPage';
import { useSubmit } from '../forms/use-submit';
import { StatusBadge } from '../lists/ListRows';
import { usePathParam, type PageLoaderArgs } from '../session/portal-page';
import { partnerQueryOptions, useSavePartner } from './api/partners';
import { PartnerForm, type PartnerFormSubmit } from './PartnerForm';

/** The loader of /system/partners/$partnerId. */
export const loadPartner = ({ context: { queryClient }, params }: PageLoaderArgs<{ partnerId: string }>) =>
  queryClient.ensureQueryData(partnerQueryOptions(params.partnerId));

export function NewPartnerPage() {
  const save = useSavePartner();
  const submit = useSubmit(
    (input: PartnerFormSubmit) => save.mutateAsync(input),
    'Partner created successfully',
    {
      next: (result) => ({ to: '/system/partners/$partnerId', params: { partnerId: result.data.id } }),
    },
  );
  return (
    <FormPage title="Add Partner">
      <PartnerForm onSubmit={submit} />
    </FormPage>
  );
}

/** A partner's page: its status, the address of its branded sign-in page, and its form. */
export function EditPartnerPage() {
  const { data: partner } = useSuspenseQuery(partnerQueryOptions(usePathParam('partnerId')));
  const save = useSavePartner();
  const submit = useSubmit(
    (input: PartnerFormSubmit) => save.mutateAsync({ ...input, id: partner.id }),
    'Partner updated successfully',
  );
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
        onSubmit={submit}
      />
    </Stack>
  );
}
