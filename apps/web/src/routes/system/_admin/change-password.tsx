import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordScreen } from '../../../features/change-password/ChangePasswordScreen';

export const Route = createFileRoute('/system/_admin/change-password')({
  component: () => <ChangePasswordScreen mode="system" />,
});
