import { createFileRoute } from '@tanstack/react-router';
import { biometricListSearch } from '../../../../../features/biometrics/biometric-search';
import { BiometricsScreen } from '../../../../../features/biometrics/BiometricsScreen';
import { useUrlSearch } from '../../../../../features/lists/use-url-search';

export const Route = createFileRoute('/location/$locationCode/_portal/biometric/')({
  validateSearch: biometricListSearch,
  component: function BiometricListRoute() {
    const { locationCode } = Route.useParams();
    const { search, onSearch } = useUrlSearch(Route);
    return (
      <BiometricsScreen
        portal={{ kind: 'location', code: locationCode }}
        search={search}
        onSearch={onSearch}
      />
    );
  },
});
