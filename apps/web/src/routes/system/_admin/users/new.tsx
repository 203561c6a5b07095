import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { FormPage } from '../../../../features/forms/FormPage';
import { notifyFailure, notifyDone } from '../../../../features/forms/toasts';
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
    <FormPage title="Add User">
      <SystemUserForm
        onSubmit={(body) =>
          save.mutateAsync({ body }).then(
            notifyDone('User created successfully', () => {
              void navigate({ to: '/system/users', search: listSearch({}) });
            }),
            notifyFailure,
          )
        }
      />
    </FormPage>
  );
}
