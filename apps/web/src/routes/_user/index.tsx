import { createFileRoute } from '@tanstack/react-router';
import { userAccessQueryOptions } from '../../features/portal-access/api/get-user-access';
import { PortalAccessList } from '../../features/portal-access/PortalAccessList';

export const Route = createFileRoute('/_user/')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(userAccessQueryOptions()),
  component: PortalAccessList,
});
