import { createFileRoute } from '@tanstack/react-router';
import { NewRolePage, loadPermissionCatalogue } from '../../../../../features/roles/role-pages';

export const Route = createFileRoute('/partner/$partnerCode/_portal/roles/new')({
  loader: loadPermissionCatalogue,
  component: NewRolePage,
});
