import { createFileRoute } from '@tanstack/react-router';
import { EditRolePage, loadRole } from '../../../../../features/roles/role-pages';

export const Route = createFileRoute('/partner/$partnerCode/_portal/roles/$roleId')({
  loader: loadRole,
  component: EditRolePage,
});
