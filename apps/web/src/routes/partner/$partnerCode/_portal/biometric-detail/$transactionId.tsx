import { createFileRoute } from '@tanstack/react-router';
import { CapturePage, loadCaptureAgent } from '../../../../../features/capture/capture-page';
import { captureSearch } from '../../../../../features/capture/capture-search';

export const Route = createFileRoute('/partner/$partnerCode/_portal/biometric-detail/$transactionId')({
  validateSearch: captureSearch,
  loader: loadCaptureAgent,
  component: CapturePage,
});
