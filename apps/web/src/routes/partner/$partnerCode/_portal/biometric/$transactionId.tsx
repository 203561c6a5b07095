import { createFileRoute } from '@tanstack/react-router';
import { BiometricDetailPage, loadBiometric } from '../../../../../features/biometrics/biometric-pages';

export const Route = createFileRoute('/partner/$partnerCode/_portal/biometric/$transactionId')({
  loader: loadBiometric,
  component: BiometricDetailPage,
});
