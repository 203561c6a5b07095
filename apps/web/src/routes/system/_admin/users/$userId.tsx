import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FormPage } from '../../../../features/forms/FormPage';
import { notifyFailure, notifyDone } from '../../../../features/forms/toasts';
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
    <FormPage title={user.fullName}>
      <SystemUserForm
        key={user.id}
        user={user}
        onSubmit={(body) =>
          save.mutateAsync({ id: user.id, body }).then(notifyDone('User updated successfully'), notifyFailure)
        }
      />
    </FormPage>
  );
}
