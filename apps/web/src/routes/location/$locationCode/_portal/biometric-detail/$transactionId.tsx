import { createFileRoute } from '@tanstack/react-router';
import { agentDownloadQueryOptions } from '../../../../../features/capture/api/agent-download';
import { captureSearch } from '../../../../../features/capture/capture-search';
import { CaptureScreen } from '../../../../../features/capture/CaptureScreen';

export const Route = createFileRoute('/location/$locationCode/_portal/biometric-detail/$transactionId')({
  validateSearch: captureSearch,
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(agentDownloadQueryOptions({ kind: 'location', code: params.locationCode })),
  component: function CaptureRoute() {
    const { locationCode, transactionId } = Route.useParams();
    const { appointmentId } = Route.useSearch();
    return (
      <CaptureScreen
        portal={{ kind: 'location', code: locationCode }}
        transactionId={transactionId}
        appointmentId={appointmentId}
      />
    );
  },
});
