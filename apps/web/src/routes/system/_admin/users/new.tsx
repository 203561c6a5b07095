import { Stack, Title } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { notifyFailure, notifySuccess } from '../../../../features/forms/toasts';
import { listSearch } from '../../../../features/lists/list-search';
import { useSaveSystemUser } from '../../../../features/system-users/api/system-users';
import { SystemUserForm } from '../../../../features/system-users/SystemUserForm';

export const Route = createFileRoute('/system/_admin/users/new')({
  component: NewSystemUser,
});

function NewSystemUser() {
  const save = useSaveSystemUser();
  const navigate = useNavigate();
  return (
    <Stack>
      <Title order={1} size="h2">
        Add User
      </Title>
      <SystemUserForm
        onSubmit={(body) =>
          save.mutateAsync({ body }).then((result) => {
            notifySuccess(result.message ?? 'User created successfully');
            void navigate({ to: '/system/users', search: listSearch({}) });
          }, notifyFailure)
        }
      />
    </Stack>
  );
}
