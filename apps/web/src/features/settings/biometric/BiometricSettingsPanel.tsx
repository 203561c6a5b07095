import { Stack, Text } from '@mantine/core';
import type { BiometricSetting } from '@ridgeline/domain';
import { notifyFailureAndRethrow, notifySuccess } from '../../forms/toasts';
import { useBiometricSetting, useSaveBiometricSetting } from '../api/biometric-settings';
import { sourceLabel } from '../setting-source';
import type { SettingsScope } from '../settings-scope';
import { BiometricSettingsForm } from './BiometricSettingsForm';

export default function BiometricSettingsPanel({ scope }: { scope: SettingsScope }) {
  const { data } = useBiometricSetting(scope);
  const save = useSaveBiometricSetting(scope);
  const { source, ...setting } = data;
  return (
    <Stack>
      <Text c="dimmed" data-testid="settings-source">
        {sourceLabel(source, scope.kind)}
      </Text>
      <BiometricSettingsForm
        key={JSON.stringify(data)}
        initial={setting as BiometricSetting}
        onSubmit={(body) =>
          save
            .mutateAsync({ generateEft: false, ...body })
            .then(() => notifySuccess('Biometric settings saved'), notifyFailureAndRethrow)
        }
      />
    </Stack>
  );
}
