import { createFileRoute } from '@tanstack/react-router';
import { CreateGroupPage } from '../../../../../features/groups/group-pages';

export const Route = createFileRoute('/partner/$partnerCode/_portal/groups_prioritize/create')({
  component: CreateGroupPage,
});
