import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordScreen } from '../../features/change-password/ChangePasswordScreen';

export const Route = createFileRoute('/_user/change-password')({
  component: () => <ChangePasswordScreen mode="user" />,
});
