import { defaultPrinterConfig, printerConfigSchema } from '@ridgeline/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import { registerSettingRoutes } from '../settings-store/setting-routes';

/** Printer offsets and adjustments of the FD-258 card print: the system's and a partner's own (spec §7, §9). */
export async function printerSettingsRoutes(app: FastifyInstance, context: AuthContext) {
  registerSettingRoutes(app, context, {
    kind: 'printer',
    schema: printerConfigSchema,
    defaults: defaultPrinterConfig,
    system: { path: '/setting/printer-config', save: 'POST' },
    partner: { path: '/setting/printer-config', save: 'POST' },
  });
}
