import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { inviteFormSchema, type InviteFormInput } from '@ridgeline/domain';
import type { Schemas } from '@ridgeline/backend-client';
import { useDomainForm } from '../forms/use-domain-form';

interface InviteFormProps {
  partnerId: string | null;
  locations: readonly { id: string; title: string }[];
  roles: readonly Schemas['Role'][];
  /** Whether the inviter may hand out the role (it holds every permission of it); the others are shown disabled. */
  mayHand(role: Schemas['Role']): boolean;
  onSubmit(input: Schemas['InviteRequest']): Promise<unknown>;
}

/** Invite by e-mail to the partner or one of its locations, with a role of the matching kind. */
export function InviteForm({ partnerId, locations, roles, mayHand, onSubmit }: InviteFormProps) {
  const {
    form,
    submitting,
    onSubmit: submit,
  } = useDomainForm(inviteFormSchema, {
    email: '',
    firstName: '',
    lastName: '',
    entityId: partnerId ?? locations[0]?.id ?? '',
    roleId: '',
  } satisfies InviteFormInput);
  const atPartner = partnerId !== null && form.getValues().entityId === partnerId;
  const places = [
    ...(partnerId ? [{ value: partnerId, label: 'The whole partner' }] : []),
    ...locations.map((location) => ({ value: location.id, label: location.title })),
  ];
  const roleChoices = roles
    .filter((role) => role.active && role.forLocation === !atPartner)
    .map((role) =>
      mayHand(role)
        ? { value: role.id, label: role.title }
        : { value: role.id, label: `${role.title} (holds permissions you do not)`, disabled: true },
    );
  return (
    <form
      noValidate
      onSubmit={submit((values) =>
        onSubmit({
          email: values.email,
          ...(values.firstName ? { firstName: values.firstName } : {}),
          ...(values.lastName ? { lastName: values.lastName } : {}),
          roleId: values.roleId,
          entityId: values.entityId,
          entityType: values.entityId === partnerId ? 'partner' : 'location',
        }),
      )}
    >
      <Stack>
        <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
        <SimpleGrid cols={2}>
          <TextInput label="First name" {...form.getInputProps('firstName')} />
          <TextInput label="Last name" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <Select
          label="Access to"
          required
          data={places}
          allowDeselect={false}
          {...form.getInputProps('entityId')}
        />
        <Select label="Role" required data={roleChoices} {...form.getInputProps('roleId')} />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting} disabled={submitting}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
