import { Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { systemUserFormSchema, type SystemUserFormInput } from '@ridgeline/domain';
import { useState } from 'react';
import { SubmitRow } from '../forms/SubmitRow';
import { useRecordForm } from '../forms/use-domain-form';
import type { SystemUser, SystemUserInput } from './api/system-users';

interface SystemUserFormProps {
  user?: SystemUser;
  onSubmit(input: SystemUserInput): Promise<unknown>;
}

/** Create or modify a system user. A new user gets an e-mailed one-time password to change at first sign-in. */
export function SystemUserForm({ user, onSubmit }: SystemUserFormProps) {
  const {
    form,
    submitting,
    onSubmit: submit,
  } = useRecordForm(systemUserFormSchema, user, {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
  } satisfies SystemUserFormInput);
  const [active, setActive] = useState(user?.active ?? true);
  return (
    <form
      noValidate
      onSubmit={submit((values) =>
        onSubmit({
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phone: values.phone || null,
          active,
        }),
      )}
    >
      <Stack maw={640}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First name" required {...form.getInputProps('firstName')} />
          <TextInput label="Last name" required {...form.getInputProps('lastName')} />
          <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
          <TextInput label="Phone" description="10 digits" {...form.getInputProps('phone')} />
        </SimpleGrid>
        <Checkbox
          label="Active"
          checked={active}
          onChange={(event) => setActive(event.currentTarget.checked)}
        />
        {!user && (
          <Text size="sm" c="dimmed">
            The new user receives a one-time password by e-mail and must change it at the first sign-in.
          </Text>
        )}
        <SubmitRow submitting={submitting} />
      </Stack>
    </form>
  );
}
