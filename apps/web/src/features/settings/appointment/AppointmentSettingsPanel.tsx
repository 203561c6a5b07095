import '@mantine/dates/styles.css';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AppointmentSettings } from '@ridgeline/domain';
import { notifyFailureAndRethrow, notifySuccess } from '../../forms/toasts';
import { locationInfoQueryOptions } from '../../location-info/api/get-location-info';
import { useAppointmentSettings, useSaveAppointmentSettings } from '../api/appointment-settings';
import { sourceLabel } from '../setting-source';
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
  const { data } = useAppointmentSettings(scope);
  const save = useSaveAppointmentSettings(scope);
  const timeZone = usePreviewTimeZone(scope);
  const { source, ...settings } = data;
  return (
    <Stack>
      <Text c="dimmed" data-testid="settings-source">
        {sourceLabel(source, scope.kind)}
      </Text>
      <AppointmentSettingsForm
        // A saved answer remounts the form on the stored values.
        key={JSON.stringify(data)}
        initial={settings as AppointmentSettings}
        timeZone={timeZone}
        onSubmit={(body) =>
          save
            .mutateAsync(body)
            .then(() => notifySuccess('Appointment policy saved'), notifyFailureAndRethrow)
        }
      />
    </Stack>
  );
}
