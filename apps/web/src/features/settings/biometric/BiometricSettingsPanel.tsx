import type { BiometricSetting } from '@ridgeline/domain';
import { useBiometricSetting, useSaveBiometricSetting } from '../api/biometric-settings';
import { SettingPanel } from '../SettingPanel';
import type { SettingsScope } from '../settings-scope';
import { BiometricSettingsForm } from './BiometricSettingsForm';

export default function BiometricSettingsPanel({ scope }: { scope: SettingsScope }) {
  const save = useSaveBiometricSetting(scope);
  return (
    <SettingPanel<BiometricSetting>
      scope={scope}
      data={useBiometricSetting(scope).data}
      saved="Biometric settings saved"
      save={(body) => save.mutateAsync({ generateEft: false, ...body })}
    >
      {(initial, onSubmit) => <BiometricSettingsForm initial={initial} onSubmit={onSubmit} />}
    </SettingPanel>
  );
}
