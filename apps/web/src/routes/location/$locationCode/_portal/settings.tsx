import { createFileRoute } from '@tanstack/react-router';
import { sessions } from '../../../../features/session/browser-session';
import { SettingsScreen } from '../../../../features/settings/SettingsScreen';
import { settingsSearch } from '../../../../features/settings/settings-search';

export const Route = createFileRoute('/location/$locationCode/_portal/settings')({
  validateSearch: settingsSearch,
  component: function LocationSettings() {
    const { locationCode } = Route.useParams();
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    const portal = { kind: 'location', code: locationCode } as const;
    // The portal guard has let a location session in, and a location session always names its location.
    const locationId = sessions.readPartner(portal)?.locationId ?? '';
    return (
      <SettingsScreen
        scope={{ kind: 'location', portal, locationId }}
        tab={tab}
        onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      />
    );
  },
});
