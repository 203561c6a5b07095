import { createFileRoute } from '@tanstack/react-router';
import { systemProfileQueryOptions } from '../../../../features/profile/api/get-system-profile';
import { SystemProfile } from '../../../../features/profile/SystemProfile';

export const Route = createFileRoute('/system/_admin/profile/basic-info')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(systemProfileQueryOptions()),
  component: SystemProfile,
});
