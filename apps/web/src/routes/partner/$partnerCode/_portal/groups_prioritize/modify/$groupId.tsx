import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { FormPage } from '../../../../../../features/forms/FormPage';
import { notifyFailure, notifyDone } from '../../../../../../features/forms/toasts';
import { groupQueryOptions, useSaveGroup } from '../../../../../../features/groups/api/groups';
import { GroupForm } from '../../../../../../features/groups/GroupForm';

export const Route = createFileRoute('/partner/$partnerCode/_portal/groups_prioritize/modify/$groupId')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(
      groupQueryOptions({ kind: 'partner', code: params.partnerCode }, params.groupId),
    ),
  component: function ModifyGroup() {
    const { partnerCode, groupId } = Route.useParams();
    const portal = { kind: 'partner', code: partnerCode } as const;
    const { data: group } = useSuspenseQuery(groupQueryOptions(portal, groupId));
    const save = useSaveGroup(portal);
    const navigate = useNavigate();
    return (
      <FormPage title={group.name}>
        <GroupForm
          key={group.id}
          portal={portal}
          group={group}
          onSubmit={(input) =>
            save.mutateAsync({ id: group.id, ...input }).then(
              notifyDone('Group updated successfully', () => {
                void navigate({
                  href: `/partner/${encodeURIComponent(partnerCode)}/groups_prioritize/detail/${group.id}`,
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
