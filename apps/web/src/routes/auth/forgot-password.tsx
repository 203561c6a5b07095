import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '../../features/auth/ForgotPasswordScreen';

export const Route = createFileRoute('/auth/forgot-password')({
  component: () => <ForgotPasswordScreen area="userPortal" />,
});
