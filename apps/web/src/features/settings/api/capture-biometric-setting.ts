import { queryOptions, useQuery } from '@tanstack/react-query';
import { captureSettingsFor, type BiometricSetting, type CaptureSettings } from '@ridgeline/domain';
import { sessions } from '../../session/browser-session';
import type { PortalRef } from '../../session/session-types';
import type { SettingsScope } from '../settings-scope';
import { biometricSettingQueryOptions } from './biometric-settings';

/** A location portal captures under its location's settings in force; a partner portal under the partner's. */
export function captureScope(portal: PortalRef): SettingsScope {
  const locationId = portal.kind === 'location' ? sessions.readPartner(portal)?.locationId : null;
  return locationId ? { kind: 'location', portal, locationId } : { kind: 'partner', portal };
}

/**
 * For the capture screens: the biometric settings in force where the operator works (location's own, else the
 * partner's, else the system's, else the defaults: the API resolves the levels), and the capture machine's
 * starting settings from them (`captureSettingsFor`). The machine's fingerprint option is `setting.fingerprintOption`.
 */
export const captureBiometricSettingQueryOptions = (portal: PortalRef, options: { recapture: boolean }) =>
  queryOptions({
    ...biometricSettingQueryOptions(captureScope(portal)),
    select: (setting): { setting: BiometricSetting; capture: CaptureSettings } => ({
      setting: setting as BiometricSetting,
      capture: captureSettingsFor(setting as BiometricSetting, options),
    }),
  });

export const useCaptureBiometricSetting = (portal: PortalRef, options: { recapture: boolean }) =>
  useQuery(captureBiometricSettingQueryOptions(portal, options));
