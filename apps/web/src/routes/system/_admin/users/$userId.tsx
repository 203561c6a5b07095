import { createFileRoute } from '@tanstack/react-router';
import { EditSystemUserPage, loadSystemUser } from '../../../../features/system-users/system-user-pages';

export const Route = createFileRoute('/system/_admin/users/$userId')({
  loader: loadSystemUser,
  component: EditSystemUserPage,
});
