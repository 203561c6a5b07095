import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { FormPage } from '../../../../../features/forms/FormPage';
import { notifyFailure, notifyDone } from '../../../../../features/forms/toasts';
import { useSaveGroup } from '../../../../../features/groups/api/groups';
import { GroupForm } from '../../../../../features/groups/GroupForm';

export const Route = createFileRoute('/partner/$partnerCode/_portal/groups_prioritize/create')({
  component: function CreateGroup() {
    const { partnerCode } = Route.useParams();
    const portal = { kind: 'partner', code: partnerCode } as const;
    const save = useSaveGroup(portal);
    const navigate = useNavigate();
    return (
      <FormPage title="Add Group">
        <GroupForm
          portal={portal}
          onSubmit={(input) =>
            save.mutateAsync(input).then(
              notifyDone('Group created successfully', (result) => {
                void navigate({
                  href: `/partner/${encodeURIComponent(partnerCode)}/groups_prioritize/detail/${result.data.id}`,
                });
              }),
              notifyFailure,
            )
          }
        />
      </FormPage>
    );
  },
});
