import { createFileRoute } from '@tanstack/react-router';
import { PartnerScopePicker } from '../../../../features/settings/PartnerScopePicker';
import { SettingsScreen } from '../../../../features/settings/SettingsScreen';
import { settingsSearch } from '../../../../features/settings/settings-search';

export const Route = createFileRoute('/partner/$partnerCode/_portal/settings')({
  validateSearch: settingsSearch,
  component: function PartnerSettings() {
    const { partnerCode } = Route.useParams();
    const { tab, location } = Route.useSearch();
    const navigate = Route.useNavigate();
    const portal = { kind: 'partner', code: partnerCode } as const;
    return (
      <SettingsScreen
        scope={location ? { kind: 'location', portal, locationId: location } : { kind: 'partner', portal }}
        tab={tab}
        onTabChange={(next) => void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true })}
        toolbar={
          <PartnerScopePicker
            portal={portal}
            locationId={location}
            onChange={(next) => void navigate({ search: (prev) => ({ tab: prev.tab, location: next }) })}
          />
        }
      />
    );
  },
});
