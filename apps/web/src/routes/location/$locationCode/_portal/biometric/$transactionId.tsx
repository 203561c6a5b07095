import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { biometricQueryOptions } from '../../../../../features/biometrics/api/biometrics';
import { BiometricDetailScreen } from '../../../../../features/biometrics/BiometricDetailScreen';

export const Route = createFileRoute('/location/$locationCode/_portal/biometric/$transactionId')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(
      biometricQueryOptions({ kind: 'location', code: params.locationCode }, params.transactionId),
    ),
  component: function BiometricDetailRoute() {
    const { locationCode, transactionId } = Route.useParams();
    const portal = { kind: 'location', code: locationCode } as const;
    const { data } = useSuspenseQuery(biometricQueryOptions(portal, transactionId));
    return <BiometricDetailScreen portal={portal} transaction={data} />;
  },
});
