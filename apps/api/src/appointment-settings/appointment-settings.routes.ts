import { appointmentSettingsSchema, defaultAppointmentSettings } from '@ridgeline/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import { registerSettingRoutes } from '../settings-store/setting-routes';

/** Appointment policy, working hours, breaks and time-offs: system, partner and per location. */
export async function appointmentSettingsRoutes(app: FastifyInstance, context: AuthContext) {
  registerSettingRoutes(app, context, {
    kind: 'appointment',
    schema: appointmentSettingsSchema,
    defaults: defaultAppointmentSettings,
    system: { path: '/setting/appointment', save: 'POST' },
    partner: { path: '/setting/appointment', save: 'POST' },
    location: { path: '/location-setting/{id}/appointment', save: 'POST' },
  });
}
