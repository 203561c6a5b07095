import { defaultBiometricSetting } from '@ridgeline/domain';
import { describe, expect, it } from 'vitest';
import { useDemoTestApp } from '../test/auth-test-app';
import { call } from '../test/sessions';

const { t, s } = useDemoTestApp();

const locationUrl = (id: string) => `/partner/v1/location-setting/${id}/biometric`;

describe('biometric settings', () => {
  it('answers auto-capture on and flat prints while nothing is stored', async () => {
    const response = await call(t.app, s.partner, 'GET', locationUrl(s.downtownId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ...defaultBiometricSetting(), source: 'DEFAULT' } });
  });

  it("lets a location's own settings win over the system's", async () => {
    const system = await call(t.app, s.system, 'PUT', '/system/v1/setting/biometric', {
      deviceAutoCaptureMode: false,
      deviceAutoCaptureModeForRecapture: false,
      fingerprintOption: 'FLAT_AND_ROLL',
    });
    expect(system.statusCode).toBe(200);
    let downtown = await call(t.app, s.location, 'GET', locationUrl(s.downtownId));
    expect(downtown.json().data).toMatchObject({ fingerprintOption: 'FLAT_AND_ROLL', source: 'SYSTEM' });

    const own = await call(t.app, s.location, 'PUT', locationUrl(s.downtownId), {
      deviceAutoCaptureMode: true,
      deviceAutoCaptureModeForRecapture: false,
      fingerprintOption: 'FLAT',
    });
    expect(own.statusCode).toBe(200);
    downtown = await call(t.app, s.location, 'GET', locationUrl(s.downtownId));
    expect(downtown.json().data).toEqual({
      deviceAutoCaptureMode: true,
      deviceAutoCaptureModeForRecapture: false,
      fingerprintOption: 'FLAT',
      // The contract's default, filled in by request validation.
      generateEft: false,
      source: 'LOCATION',
    });
    const airport = await call(t.app, s.partner, 'GET', locationUrl(s.airportId));
    expect(airport.json().data).toMatchObject({ fingerprintOption: 'FLAT_AND_ROLL', source: 'SYSTEM' });
  });

  it('refuses an unknown fingerprint option with a 400 naming the field', async () => {
    const response = await call(t.app, s.partner, 'PUT', '/partner/v1/setting/biometric', {
      deviceAutoCaptureMode: true,
      deviceAutoCaptureModeForRecapture: true,
      fingerprintOption: 'ROLL',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('fingerprintOption');
  });

  it("answers 404 for another partner's location", async () => {
    const response = await call(
      t.app,
      s.partner,
      'PUT',
      locationUrl(s.foreignLocationId),
      defaultBiometricSetting(),
    );
    expect(response.statusCode).toBe(404);
  });
});
