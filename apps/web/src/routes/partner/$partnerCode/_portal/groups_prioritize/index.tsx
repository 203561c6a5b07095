import { createFileRoute } from '@tanstack/react-router';
import { GroupsScreen } from '../../../../../features/groups/GroupsScreen';
import { usePortal } from '../../../../../features/session/portal-page';

export const Route = createFileRoute('/partner/$partnerCode/_portal/groups_prioritize/')({
  component: function GroupsRoute() {
    return <GroupsScreen portal={usePortal()} />;
  },
});
