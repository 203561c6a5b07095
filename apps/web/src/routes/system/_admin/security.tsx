import { createFileRoute } from '@tanstack/react-router';
import { SecurityScreen } from '../../../features/account-security/SecurityScreen';

export const Route = createFileRoute('/system/_admin/security')({
  component: () => <SecurityScreen area="system" />,
});
