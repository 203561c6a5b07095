import { createFileRoute } from '@tanstack/react-router';
import { GroupDetailPage, loadGroupWithServices } from '../../../../../../features/groups/group-pages';

export const Route = createFileRoute('/partner/$partnerCode/_portal/groups_prioritize/detail/$groupId')({
  loader: loadGroupWithServices,
  component: GroupDetailPage,
});
