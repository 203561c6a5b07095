import { createFileRoute } from '@tanstack/react-router';
import { groupQueryOptions, groupServicesQueryOptions } from '../../../../../../features/groups/api/groups';
import { GroupDetail } from '../../../../../../features/groups/GroupDetail';

export const Route = createFileRoute('/partner/$partnerCode/_portal/groups_prioritize/detail/$groupId')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) => {
    const portal = { kind: 'partner', code: params.partnerCode } as const;
    return Promise.all([
      queryClient.ensureQueryData(groupQueryOptions(portal, params.groupId)),
      queryClient.ensureQueryData(groupServicesQueryOptions(portal, params.groupId)),
    ]);
  },
  component: function GroupDetailRoute() {
    const { partnerCode, groupId } = Route.useParams();
    return <GroupDetail portal={{ kind: 'partner', code: partnerCode }} id={groupId} />;
  },
});
