import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../../../features/settings/SettingsScreen';
import { settingsSearch } from '../../../features/settings/settings-search';

export const Route = createFileRoute('/system/_admin/settings')({
  validateSearch: settingsSearch,
  component: function SystemSettings() {
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SettingsScreen
        scope={{ kind: 'system' }}
        tab={tab}
        onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      />
    );
  },
});
