import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  biometricListSearch,
  type BiometricListSearch,
} from '../../../../../features/biometrics/biometric-search';
import { BiometricsScreen } from '../../../../../features/biometrics/BiometricsScreen';

export const Route = createFileRoute('/partner/$partnerCode/_portal/biometric/')({
  validateSearch: biometricListSearch,
  component: function BiometricListRoute() {
    const { partnerCode } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSearch = useCallback(
      (next: Partial<BiometricListSearch>) =>
        void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
      [navigate],
    );
    return (
      <BiometricsScreen portal={{ kind: 'partner', code: partnerCode }} search={search} onSearch={onSearch} />
    );
  },
});
