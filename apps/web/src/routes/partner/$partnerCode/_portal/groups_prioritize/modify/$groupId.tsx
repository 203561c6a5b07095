import { createFileRoute } from '@tanstack/react-router';
import { ModifyGroupPage, loadGroup } from '../../../../../../features/groups/group-pages';

export const Route = createFileRoute('/partner/$partnerCode/_portal/groups_prioritize/modify/$groupId')({
  loader: loadGroup,
  component: ModifyGroupPage,
});
