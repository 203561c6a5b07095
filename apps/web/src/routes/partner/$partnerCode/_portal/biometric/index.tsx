import { createFileRoute } from '@tanstack/react-router';
import { BiometricsScreen } from '../../../../../features/biometrics/BiometricsScreen';
import { biometricListSearch } from '../../../../../features/biometrics/biometric-search';
import { usePortalSearch } from '../../../../../features/lists/use-portal-search';

export const Route = createFileRoute('/partner/$partnerCode/_portal/biometric/')({
  validateSearch: biometricListSearch,
  component: function BiometricListRoute() {
    return <BiometricsScreen {...usePortalSearch(Route)} />;
  },
});
