import { biometricSettingSchema, defaultBiometricSetting } from '@ridgeline/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import { registerSettingRoutes } from '../settings-store/setting-routes';

/** Auto-capture and fingerprint option: system, partner and per location, the location's own winning. */
export async function biometricSettingsRoutes(app: FastifyInstance, context: AuthContext) {
  registerSettingRoutes(app, context, {
    kind: 'biometric',
    schema: biometricSettingSchema,
    defaults: defaultBiometricSetting,
    system: { path: '/setting/biometric', save: 'PUT' },
    partner: { path: '/setting/biometric', save: 'PUT' },
    location: { path: '/location-setting/{id}/biometric', save: 'PUT' },
  });
}
