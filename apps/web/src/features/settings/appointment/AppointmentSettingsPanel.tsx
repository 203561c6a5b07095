import '@mantine/dates/styles.css';
import { useQuery } from '@tanstack/react-query';
import type { AppointmentSettings } from '@ridgeline/domain';
import { locationInfoQueryOptions } from '../../location-info/api/get-location-info';
import { useAppointmentSettings, useSaveAppointmentSettings } from '../api/appointment-settings';
import { SettingPanel } from '../SettingPanel';
import type { SettingsScope } from '../settings-scope';
import { AppointmentSettingsForm } from './AppointmentSettingsForm';
import { previewTimeZone } from './preview-zone';
import { sessions } from '../../session/browser-session';

/** The location's own time zone once its record has one; the session's (location's or partner's) until then. */
function usePreviewTimeZone(scope: SettingsScope): string {
  const info = useQuery({
    ...locationInfoQueryOptions(scope.kind === 'location' ? scope.portal : { kind: 'location', code: '' }),
    enabled: scope.kind === 'location',
  });
  const sessionZone = scope.kind === 'system' ? undefined : sessions.readPartner(scope.portal)?.timeZone;
  return previewTimeZone(info.data?.timeZone, sessionZone);
}

export default function AppointmentSettingsPanel({ scope }: { scope: SettingsScope }) {
  const save = useSaveAppointmentSettings(scope);
  const timeZone = usePreviewTimeZone(scope);
  return (
    <SettingPanel
      scope={scope}
      data={useAppointmentSettings(scope).data}
      saved="Appointment policy saved"
      save={save.mutateAsync}
    >
      {(settings, onSubmit) => (
        <AppointmentSettingsForm
          initial={settings as AppointmentSettings}
          timeZone={timeZone}
          onSubmit={onSubmit}
        />
      )}
    </SettingPanel>
  );
}
