import { createFileRoute } from '@tanstack/react-router';
import { BiometricDetailPage, loadBiometric } from '../../../../../features/biometrics/biometric-pages';

export const Route = createFileRoute('/location/$locationCode/_portal/biometric/$transactionId')({
  loader: loadBiometric,
  component: BiometricDetailPage,
});
