import { useSuspenseQuery } from '@tanstack/react-query';
import { FormPage } from '../forms/FormPage';
import { useSubmit } from '../forms/use-submit';
import { listSearch } from '../lists/list-search';
import type { PageLoaderArgs } from '../session/portal-page';
import { usePathParam } from '../session/portal-page';
import {
  systemUserQueryOptions,
  useSaveSystemUser,
  type SystemUser,
  type SystemUserInput,
} from './api/system-users';
import { SystemUserForm } from './SystemUserForm';

/** The loader of /system/users/$userId. */
export const loadSystemUser = ({ context: { queryClient }, params }: PageLoaderArgs<{ userId: string }>) =>
  queryClient.ensureQueryData(systemUserQueryOptions(params.userId));

/** Add (no user; the users list opens once saved) or modify a system user (the form stays). */
function SystemUserFormPage({ user }: { user?: SystemUser }) {
  const save = useSaveSystemUser();
  const submit = useSubmit(
    (body: SystemUserInput) => save.mutateAsync({ id: user?.id, body }),
    user ? 'User updated successfully' : 'User created successfully',
    user ? {} : { next: () => ({ to: '/system/users', search: listSearch({}) }) },
  );
  return (
    <FormPage title={user?.fullName ?? 'Add User'}>
      <SystemUserForm key={user?.id} user={user} onSubmit={submit} />
    </FormPage>
  );
}

export function NewSystemUserPage() {
  return <SystemUserFormPage />;
}

export function EditSystemUserPage() {
  const { data } = useSuspenseQuery(systemUserQueryOptions(usePathParam('userId')));
  return <SystemUserFormPage user={data} />;
}
