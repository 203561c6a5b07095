import { createFileRoute } from '@tanstack/react-router';
import { GroupsScreen } from '../../../../../features/groups/GroupsScreen';

export const Route = createFileRoute('/partner/$partnerCode/_portal/groups_prioritize/')({
  component: function GroupsRoute() {
    const { partnerCode } = Route.useParams();
    return <GroupsScreen portal={{ kind: 'partner', code: partnerCode }} />;
  },
});
