import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  biometricListSearch,
  type BiometricListSearch,
} from '../../../../../features/biometrics/biometric-search';
import { BiometricsScreen } from '../../../../../features/biometrics/BiometricsScreen';

export const Route = createFileRoute('/location/$locationCode/_portal/biometric/')({
  validateSearch: biometricListSearch,
  component: function BiometricListRoute() {
    const { locationCode } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSearch = useCallback(
      (next: Partial<BiometricListSearch>) =>
        void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
      [navigate],
    );
    return (
      <BiometricsScreen
        portal={{ kind: 'location', code: locationCode }}
        search={search}
        onSearch={onSearch}
      />
    );
  },
});
