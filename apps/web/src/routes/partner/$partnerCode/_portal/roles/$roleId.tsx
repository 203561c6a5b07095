import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FormPage } from '../../../../../features/forms/FormPage';
import { notifyDone } from '../../../../../features/forms/toasts';
import {
  permissionCatalogueQueryOptions,
  roleQueryOptions,
  useSaveRole,
} from '../../../../../features/roles/api/roles';
import { RoleForm } from '../../../../../features/roles/RoleForm';
import { usePartnerSession } from '../../../../../features/session/use-session';

export const Route = createFileRoute('/partner/$partnerCode/_portal/roles/$roleId')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) => {
    const portal = { kind: 'partner', code: params.partnerCode } as const;
    return Promise.all([
      queryClient.ensureQueryData(permissionCatalogueQueryOptions(portal)),
      queryClient.ensureQueryData(roleQueryOptions(portal, params.roleId)),
    ]);
  },
  component: function EditRole() {
    const { partnerCode, roleId } = Route.useParams();
    const portal = { kind: 'partner', code: partnerCode } as const;
    const { data: catalogue } = useSuspenseQuery(permissionCatalogueQueryOptions(portal));
    const { data: role } = useSuspenseQuery(roleQueryOptions(portal, roleId));
    const session = usePartnerSession(portal);
    const save = useSaveRole(portal);
    return (
      <FormPage title={role.title}>
        <RoleForm
          key={role.id}
          role={role}
          catalogue={catalogue}
          held={session?.permissions ?? {}}
          onSubmit={(body) =>
            save.mutateAsync({ id: role.id, body }).then(notifyDone('Role updated successfully'))
          }
        />
      </FormPage>
    );
  },
});
