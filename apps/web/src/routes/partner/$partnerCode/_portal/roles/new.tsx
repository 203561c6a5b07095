import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { FormPage } from '../../../../../features/forms/FormPage';
import { notifyDone } from '../../../../../features/forms/toasts';
import { listSearch } from '../../../../../features/lists/list-search';
import { permissionCatalogueQueryOptions, useSaveRole } from '../../../../../features/roles/api/roles';
import { RoleForm } from '../../../../../features/roles/RoleForm';
import { usePartnerSession } from '../../../../../features/session/use-session';

export const Route = createFileRoute('/partner/$partnerCode/_portal/roles/new')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(
      permissionCatalogueQueryOptions({ kind: 'partner', code: params.partnerCode }),
    ),
  component: function NewRole() {
    const { partnerCode } = Route.useParams();
    const portal = { kind: 'partner', code: partnerCode } as const;
    const { data: catalogue } = useSuspenseQuery(permissionCatalogueQueryOptions(portal));
    const session = usePartnerSession(portal);
    const save = useSaveRole(portal);
    const navigate = useNavigate();
    return (
      <FormPage title="Add Role">
        <RoleForm
          catalogue={catalogue}
          held={session?.permissions ?? {}}
          onSubmit={(body) =>
            save.mutateAsync({ body }).then(
              notifyDone('Role created successfully', () => {
                void navigate({
                  to: '/partner/$partnerCode/roles',
                  params: { partnerCode },
                  search: listSearch({}),
                });
              }),
            )
          }
        />
      </FormPage>
    );
  },
});
