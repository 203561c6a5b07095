import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { biometricQueryOptions } from '../../../../../features/biometrics/api/biometrics';
import { BiometricDetailScreen } from '../../../../../features/biometrics/BiometricDetailScreen';

export const Route = createFileRoute('/partner/$partnerCode/_portal/biometric/$transactionId')({
  // The loader and its API client load with the page, not with the first screen.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(
      biometricQueryOptions({ kind: 'partner', code: params.partnerCode }, params.transactionId),
    ),
  component: function BiometricDetailRoute() {
    const { partnerCode, transactionId } = Route.useParams();
    const portal = { kind: 'partner', code: partnerCode } as const;
    const { data } = useSuspenseQuery(biometricQueryOptions(portal, transactionId));
    return <BiometricDetailScreen portal={portal} transaction={data} />;
  },
});
