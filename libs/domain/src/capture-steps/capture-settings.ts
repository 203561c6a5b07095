export interface CaptureSettings {
  deviceAutoCaptureMode: boolean;
  deviceAutoCaptureModeForRecapture: boolean;
  forceCapture: boolean;
  forceCaptureCounter: number;
}

/** Auto-capture is on by default, for first captures and recaptures alike. */
export function defaultCaptureSettings(): CaptureSettings {
  return {
    deviceAutoCaptureMode: true,
    deviceAutoCaptureModeForRecapture: true,
    forceCapture: false,
    forceCaptureCounter: 0,
  };
}
