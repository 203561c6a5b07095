import { createFileRoute } from '@tanstack/react-router';
import { SignInScreen } from '../../../features/auth/SignInScreen';

export const Route = createFileRoute('/system/auth/login')({
  component: () => <SignInScreen area="system" />,
});
