import { createFileRoute } from '@tanstack/react-router';
import { biometricListSearch } from '../../../../../features/biometrics/biometric-search';
import { BiometricsScreen } from '../../../../../features/biometrics/BiometricsScreen';
import { useUrlSearch } from '../../../../../features/lists/use-url-search';

export const Route = createFileRoute('/partner/$partnerCode/_portal/biometric/')({
  validateSearch: biometricListSearch,
  component: function BiometricListRoute() {
    const { partnerCode } = Route.useParams();
    const { search, onSearch } = useUrlSearch(Route);
    return (
      <BiometricsScreen portal={{ kind: 'partner', code: partnerCode }} search={search} onSearch={onSearch} />
    );
  },
});
