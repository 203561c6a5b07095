import { useSuspenseQuery } from '@tanstack/react-query';
import { FormPage } from '../forms/FormPage';
import { recordPages } from '../forms/record-pages';
import { useSubmit } from '../forms/use-submit';
import { listSearch } from '../lists/list-search';
import { portalLoader, usePortal } from '../session/portal-page';
import { usePartnerSession } from '../session/use-session';
import {
  permissionCatalogueQueryOptions,
  roleQueryOptions,
  useSaveRole,
  type Role,
  type RoleInput,
} from './api/roles';
import { RoleForm } from './RoleForm';

/** The loader of …/roles/new: the permission catalogue the form offers. */
export const loadPermissionCatalogue = portalLoader((queryClient, portal) =>
  queryClient.ensureQueryData(permissionCatalogueQueryOptions(portal)),
);

/** The loader of …/roles/$roleId: the permission catalogue and the role. */
export const loadRole = portalLoader((queryClient, portal, { roleId }: { roleId: string }) =>
  Promise.all([
    queryClient.ensureQueryData(permissionCatalogueQueryOptions(portal)),
    queryClient.ensureQueryData(roleQueryOptions(portal, roleId)),
  ]),
);

/**
 * Add (no role; the roles list opens once saved) or modify a role (the form stays). The form offers only what the
 * signed-in user holds, and shows a refused save itself.
 */
function RoleFormPage({ record: role }: { record?: Role }) {
  const portal = usePortal();
  const { data: catalogue } = useSuspenseQuery(permissionCatalogueQueryOptions(portal));
  const session = usePartnerSession(portal);
  const save = useSaveRole(portal);
  const submit = useSubmit(
    (body: RoleInput) => save.mutateAsync({ id: role?.id, body }),
    role ? 'Role updated successfully' : 'Role created successfully',
    {
      formShowsFailure: true,
      next: role
        ? undefined
        : () => ({
            to: '/partner/$partnerCode/roles',
            params: { partnerCode: portal.code },
            search: listSearch({}),
          }),
    },
  );
  return (
    <FormPage title={role?.title ?? 'Add Role'}>
      <RoleForm
        key={role?.id}
        role={role}
        catalogue={catalogue}
        held={session?.permissions ?? {}}
        onSubmit={submit}
      />
    </FormPage>
  );
}

export const { CreatePage: NewRolePage, ModifyPage: EditRolePage } = recordPages({
  FormPage: RoleFormPage,
  query: roleQueryOptions,
  idParam: 'roleId',
});
