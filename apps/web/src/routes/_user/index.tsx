import { createFileRoute } from '@tanstack/react-router';
import { userAccessQueryOptions } from '../../features/portal-access/api/get-user-access';
import { PortalAccessList } from '../../features/portal-access/PortalAccessList';

export const Route = createFileRoute('/_user/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(userAccessQueryOptions()),
  component: PortalAccessList,
});
