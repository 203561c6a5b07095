import { createFileRoute } from '@tanstack/react-router';
import { SecurityScreen } from '../../features/account-security/SecurityScreen';

export const Route = createFileRoute('/_user/security')({
  component: () => <SecurityScreen area="userPortal" />,
});
