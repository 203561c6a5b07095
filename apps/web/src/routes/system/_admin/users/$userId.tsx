import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { notifyFailure, notifySuccess } from '../../../../features/forms/toasts';
import {
  systemUserQueryOptions,
  useSaveSystemUser,
} from '../../../../features/system-users/api/system-users';
import { SystemUserForm } from '../../../../features/system-users/SystemUserForm';

export const Route = createFileRoute('/system/_admin/users/$userId')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(systemUserQueryOptions(params.userId)),
  component: EditSystemUser,
});

function EditSystemUser() {
  const { userId } = Route.useParams();
  const { data: user } = useSuspenseQuery(systemUserQueryOptions(userId));
  const save = useSaveSystemUser();
  return (
    <Stack>
      <Title order={1} size="h2">
        {user.fullName}
      </Title>
      <SystemUserForm
        key={user.id}
        user={user}
        onSubmit={(body) =>
          save
            .mutateAsync({ id: user.id, body })
            .then((result) => notifySuccess(result.message ?? 'User updated successfully'), notifyFailure)
        }
      />
    </Stack>
  );
}
