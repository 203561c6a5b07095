import * as v from 'valibot';
import type { CaptureSettings } from '../capture-steps/capture-settings';
import {
  ACCEPTABLE_PRINT_QUALITY,
  BEST_PRINT_QUALITY,
  WORST_PRINT_QUALITY,
} from '../print-quality/print-quality';
import type { FingerprintOption } from '../statuses/options';

/** Spec §7 biometric settings: how the device captures, system-wide and per location. */
export interface BiometricSetting {
  deviceAutoCaptureMode: boolean;
  deviceAutoCaptureModeForRecapture: boolean;
  fingerprintOption: FingerprintOption;
  /** Failed quality attempts after which force capture is offered. */
  forceCaptureAttempts?: number;
  /** Worst accepted score on the device's own quality scale (1 best, 5 worst; not NFIQ). */
  minimumQuality?: number;
  generateEft?: boolean;
}

/** Auto-capture on for first captures and recaptures (as the capture steps assume), flat prints, no EFT. */
export function defaultBiometricSetting(): BiometricSetting {
  return {
    deviceAutoCaptureMode: true,
    deviceAutoCaptureModeForRecapture: true,
    fingerprintOption: 'FLAT',
    forceCaptureAttempts: 3,
    minimumQuality: ACCEPTABLE_PRINT_QUALITY,
    generateEft: false,
  };
}

export const biometricSettingSchema = v.object({
  deviceAutoCaptureMode: v.boolean('Auto Capture must be on or off'),
  deviceAutoCaptureModeForRecapture: v.boolean('Auto Capture For Recapture must be on or off'),
  fingerprintOption: v.picklist(
    ['FLAT', 'FLAT_AND_ROLL'],
    'Fingerprint Option must be Flat or Flat and Roll',
  ),
  forceCaptureAttempts: v.optional(
    v.pipe(
      v.number('Force Capture Attempts must be a number'),
      v.integer('Force Capture Attempts must be a whole number'),
      v.minValue(1, 'Force Capture Attempts must be between 1 and 10'),
      v.maxValue(10, 'Force Capture Attempts must be between 1 and 10'),
    ),
  ),
  minimumQuality: v.optional(
    v.pipe(
      v.number('Minimum Quality must be a number'),
      v.integer('Minimum Quality must be a whole number'),
      v.minValue(BEST_PRINT_QUALITY, 'Minimum Quality must be between 1 and 5'),
      v.maxValue(WORST_PRINT_QUALITY, 'Minimum Quality must be between 1 and 5'),
    ),
  ),
  generateEft: v.optional(v.boolean('Generate EFT must be on or off')),
});

/**
 * The capture machine's starting settings for a transaction: auto-capture follows the first-capture or the
 * recapture switch; force capture starts closed and counts from zero.
 */
export function captureSettingsFor(
  setting: BiometricSetting,
  options: { recapture: boolean },
): CaptureSettings {
  return {
    deviceAutoCaptureMode: options.recapture
      ? setting.deviceAutoCaptureModeForRecapture
      : setting.deviceAutoCaptureMode,
    deviceAutoCaptureModeForRecapture: setting.deviceAutoCaptureModeForRecapture,
    forceCapture: false,
    forceCaptureCounter: 0,
  };
}
