import {
  Alert,
  Checkbox,
  Fieldset,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  hasPermission,
  roleFormSchema,
  type PermissionCode,
  type PermissionSet,
  type RoleFormInput,
} from '@ridgeline/domain';
import { useState } from 'react';
import { errorDetail, errorMessage } from '../forms/error-message';
import { SubmitRow } from '../forms/SubmitRow';
import { notifyFailure } from '../forms/toasts';
import { useRecordForm } from '../forms/use-domain-form';
import type { PermissionGroup, Role, RoleInput } from './api/roles';

interface RoleFormProps {
  role?: Role;
  catalogue: readonly PermissionGroup[];
  /** The signed-in user's own permissions: nobody grants what they do not hold. */
  held: PermissionSet;
  onSubmit(input: RoleInput): Promise<unknown>;
}

/**
 * A role: title, kind, remarks, and its permissions from the catalogue grouped by module. Permissions the user
 * does not hold are shown but cannot be ticked; the server's refusal (no escalation) is shown above Submit.
 */
export function RoleForm({ role, catalogue, held, onSubmit }: RoleFormProps) {
  const {
    form,
    submitting,
    onSubmit: submit,
  } = useRecordForm(roleFormSchema, role, {
    title: '',
    remarks: '',
    permissions: [] as string[],
  } satisfies RoleFormInput);
  const [forLocation, setForLocation] = useState(role?.forLocation ?? false);
  const [active, setActive] = useState(role?.active ?? true);
  const [failure, setFailure] = useState<unknown>(null);
  const chosen = new Set(form.getValues().permissions);
  const mayGrant = (code: string) => hasPermission(held, code as PermissionCode);

  const setChosen = (next: Set<string>) => {
    form.setFieldValue('permissions', [...next]);
    form.setTouched({ ...form.getTouched(), permissions: true });
  };
  const toggle = (code: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(code);
    else next.delete(code);
    setChosen(next);
  };
  const toggleGroup = (group: PermissionGroup, on: boolean) => {
    const next = new Set(chosen);
    for (const { code } of group.permissions) {
      if (!mayGrant(code)) continue;
      if (on) next.add(code);
      else next.delete(code);
    }
    setChosen(next);
  };

  const send = (values: RoleFormInput) =>
    onSubmit({
      title: values.title,
      remarks: values.remarks || null,
      forLocation,
      active,
      permissions: values.permissions,
    }).then(
      () => setFailure(null),
      (error: unknown) => {
        setFailure(error);
        notifyFailure(error);
      },
    );

  return (
    <form noValidate onSubmit={submit(send)}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Title" required {...form.getInputProps('title')} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="role-kind">
              Kind
            </Text>
            <SegmentedControl
              aria-labelledby="role-kind"
              value={forLocation ? 'location' : 'partner'}
              onChange={(value) => setForLocation(value === 'location')}
              data={[
                { label: 'Partner role', value: 'partner' },
                { label: 'Location role', value: 'location' },
              ]}
            />
          </Stack>
        </SimpleGrid>
        <Textarea label="Remarks" rows={3} {...form.getInputProps('remarks')} />
        <Checkbox
          label="Active"
          checked={active}
          onChange={(event) => setActive(event.currentTarget.checked)}
        />
        <Fieldset legend="Permissions">
          <Stack>
            <Text size="sm" c="dimmed">
              You can grant only the permissions you hold yourself; the others are shown greyed out.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {catalogue.map((group) => {
                const grantable = group.permissions.filter((p) => mayGrant(p.code));
                const all = grantable.length > 0 && grantable.every((p) => chosen.has(p.code));
                const some = grantable.some((p) => chosen.has(p.code));
                return (
                  <Fieldset key={group.code} legend={group.title} variant="filled">
                    <Stack gap={6}>
                      <Checkbox
                        label={`All of ${group.title}`}
                        checked={all}
                        indeterminate={some && !all}
                        disabled={grantable.length === 0}
                        onChange={(event) => toggleGroup(group, event.currentTarget.checked)}
                      />
                      <Group gap="md">
                        {group.permissions.map((permission) => (
                          <Checkbox
                            key={permission.code}
                            label={permission.title}
                            aria-label={`${group.title}: ${permission.title}`}
                            title={mayGrant(permission.code) ? undefined : 'Not among your permissions'}
                            checked={chosen.has(permission.code)}
                            disabled={!mayGrant(permission.code)}
                            onChange={(event) => toggle(permission.code, event.currentTarget.checked)}
                          />
                        ))}
                      </Group>
                    </Stack>
                  </Fieldset>
                );
              })}
            </SimpleGrid>
            {form.errors['permissions'] ? (
              <Text size="sm" c="red.8" role="alert">
                {form.errors['permissions']}
              </Text>
            ) : null}
          </Stack>
        </Fieldset>
        {failure ? (
          <Alert color="red" title={errorMessage(failure) ?? 'Something Went Wrong'} role="alert">
            {errorDetail(failure)}
          </Alert>
        ) : null}
        <SubmitRow submitting={submitting} />
      </Stack>
    </form>
  );
}
