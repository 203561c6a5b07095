import { createFileRoute } from '@tanstack/react-router';
import { NewSystemUserPage } from '../../../../features/system-users/system-user-pages';

export const Route = createFileRoute('/system/_admin/users/new')({
  component: NewSystemUserPage,
});
