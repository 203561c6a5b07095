import { createFileRoute } from '@tanstack/react-router';
import { agentDownloadQueryOptions } from '../../../../../features/capture/api/agent-download';
import { captureSearch } from '../../../../../features/capture/capture-search';
import { CaptureScreen } from '../../../../../features/capture/CaptureScreen';

export const Route = createFileRoute('/partner/$partnerCode/_portal/biometric-detail/$transactionId')({
  validateSearch: captureSearch,
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(agentDownloadQueryOptions({ kind: 'partner', code: params.partnerCode })),
  component: function CaptureRoute() {
    const { partnerCode, transactionId } = Route.useParams();
    const { appointmentId } = Route.useSearch();
    return (
      <CaptureScreen
        portal={{ kind: 'partner', code: partnerCode }}
        transactionId={transactionId}
        appointmentId={appointmentId}
      />
    );
  },
});
