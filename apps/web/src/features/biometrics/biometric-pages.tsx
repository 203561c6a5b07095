import { useSuspenseQuery } from '@tanstack/react-query';
import { portalLoader, usePathParam, usePortal } from '../session/portal-page';
import { biometricQueryOptions } from './api/biometrics';
import { BiometricDetailScreen } from './BiometricDetailScreen';

/** The loader of …/biometric/$transactionId: the transaction. */
export const loadBiometric = portalLoader(
  (queryClient, portal, { transactionId }: { transactionId: string }) =>
    queryClient.ensureQueryData(biometricQueryOptions(portal, transactionId)),
);

export function BiometricDetailPage() {
  const portal = usePortal();
  const { data } = useSuspenseQuery(biometricQueryOptions(portal, usePathParam('transactionId')));
  return <BiometricDetailScreen portal={portal} transaction={data} />;
}
