import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../../../../features/settings/SettingsScreen';
import { settingsSearch } from '../../../../features/settings/settings-search';

export const Route = createFileRoute('/partner/$partnerCode/_portal/settings')({
  validateSearch: settingsSearch,
  component: function PartnerSettings() {
    const { partnerCode } = Route.useParams();
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SettingsScreen
        scope={{ kind: 'partner', portal: { kind: 'partner', code: partnerCode } }}
        tab={tab}
        onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      />
    );
  },
});
