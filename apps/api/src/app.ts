import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { appointmentSettingsRoutes } from './appointment-settings/appointment-settings.routes';
import { disableInactiveAccounts } from './account-security/inactive-accounts';
import { securitySettingsRoutes } from './account-security/security-settings.routes';
import { appointmentsRoutes } from './appointments/appointments.routes';
import { paymentWebhookRoutes } from './public-booking/payment-webhook.routes';
import { publicBookingRoutes } from './public-booking/public-booking.routes';
import { reportsRoutes } from './reports/reports.routes';
import { rejectAnalyticsRoutes } from './reject-analytics/reject-analytics.routes';
import { auditLogRoutes } from './audit-log/audit-log.routes';
import type { AuthContext } from './auth/auth-context';
import { authPlugin } from './auth/auth.plugin';
import { biometricSettingsRoutes } from './biometric-settings/biometric-settings.routes';
import { biometricsRoutes } from './biometrics/biometrics.routes';
import { eftFilesRoutes } from './eft-files/eft-files.routes';
import { transactionDocumentsRoutes } from './documents/transaction-documents.routes';
import { systemClock, type Clock } from './auth/clock';
import { resolveJwtSecret } from './auth/jwt-secret';
import { partnerImagesRoutes } from './branding/partner-images.routes';
import type { BlobStore } from './blob-store/blob-store';
import { createBlobStore } from './blob-store/create-blob-store';
import { PUBLIC_BOOKING_DEFAULTS, type ApiConfig } from './config';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import type { Database } from './db/database';
import { filesRoutes } from './files/files.routes';
import type { TenantContext } from './files/tenant-context';
import { healthRoutes } from './health/health.routes';
import { contractRegistryPlugin } from './http/contract-registry';
import { installErrorHandler, routerErrorHandler } from './http/error-handler';
import { formatsPlugin, rejectNulCharacters } from './http/request-hygiene';
import {
  startDeliveryService,
  type DeliveryService,
  type DeliveryServiceOptions,
} from './deliveries/delivery-service';
import { systemDeliveriesRoutes } from './deliveries/deliveries.routes';
import { fbiResponsesRoutes } from './fbi-responses/fbi-responses.routes';
import { systemDeliverySettingsRoutes } from './delivery-settings/delivery-settings.routes';
import { partnerDeliverySettingsRoutes } from './delivery-settings/partner-delivery-settings.routes';
import { createQueuedMailer, type Mailer } from './mail/mailer';
import { sourceFailurePeak } from './auth/source-failure-peak';
import { resolveSecretBox } from './secrets/secret-box';
import { partnerAuthRoutes } from './auth/partner-auth.routes';
import { companiesRoutes } from './companies/companies.routes';
import { groupsRoutes } from './groups/groups.routes';
import { orisRoutes } from './oris/oris.routes';
import { paymentModesRoutes } from './payment-modes/payment-modes.routes';
import { locationServicesRoutes } from './services/location-services.routes';
import { servicesRoutes } from './services/services.routes';
import { invitationsRoutes } from './invitations/invitations.routes';
import { partnerUsersRoutes } from './users/partner-users.routes';
import { systemUserAccessRoutes } from './users/system-user-access.routes';
import { systemUsersRoutes } from './users/system-users.routes';
import { masterDataRoutes } from './master-data/master-data.routes';
import { seedMasterData } from './master-data/master-data-seed';
import { locationsRoutes } from './locations/locations.routes';
import { loadMapSettings, mapCspSources } from './maps/map-settings';
import { mapsRoutes } from './maps/maps.routes';
import { partnersRoutes } from './partners/partners.routes';
import { printerSettingsRoutes } from './printer-settings/printer-settings.routes';
import { rolesRoutes } from './roles/roles.routes';
import { securityHeadersPlugin } from './security/security-headers.plugin';
import { systemAuthRoutes } from './auth/system-auth.routes';
import { userPortalAuthRoutes } from './auth/user-portal-auth.routes';
import { webAppPlugin } from './web-app/web-app.plugin';

export interface AppDependencies {
  config: Pick<ApiConfig, 'webDistDir'> &
    Partial<
      Pick<
        ApiConfig,
        | 'agentOrigin'
        | 'dataDir'
        | 'jwtSecret'
        | 'smtp'
        | 'publicUrl'
        | 'trustProxy'
        | 's3'
        | 'secretsKey'
        | 'queue'
        | 'maps'
        | 'publicBooking'
        | 'fbiResponseSettleMs'
        | 'fbiResponseSuperviseSeconds'
        | 'paymentEndpoint'
      >
    >;
  database: Database;
  /** A pino logger; tests leave it out and get no logs. */
  logger?: FastifyBaseLogger;
  /** The clock of sessions, locks and links; tests pass a fake one. */
  now?: Clock;
  /** Replaces the queued mailer (the auth tests collect e-mails in memory). */
  mailer?: Mailer;
  /** Job queue timings; tests shorten retries and polling. */
  deliveryOptions?: Partial<DeliveryServiceOptions>;
  /** Replaces the blob store chosen by the config (a folder under DATA_DIR, or S3). */
  blobs?: BlobStore;
}

async function signingKey(config: AppDependencies['config']): Promise<Uint8Array> {
  if (config.jwtSecret || config.dataDir) return resolveJwtSecret(config.jwtSecret, config.dataDir ?? '');
  // Neither a key nor a data folder (tests): a key for this process only.
  return new Uint8Array(randomBytes(48));
}

/**
 * Ajv's messages, less its warning that `unicode` is deprecated (printed at every start): that option is still the
 * only way to have maxLength count with `.length`, and the warning names nothing an operator can act on.
 */
const ajvLogger = {
  log: () => undefined,
  warn: (...args: unknown[]) => {
    if (!String(args[0]).startsWith('DEPRECATED: option unicode')) console.warn(...args);
  },
  error: (...args: unknown[]) => console.error(...args),
};

export async function buildApp({
  config,
  database,
  logger,
  now,
  mailer,
  deliveryOptions,
  blobs,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: config.trustProxy ?? false,
    ajv: {
      // unicode: false makes maxLength count UTF-16 units with `.length` instead of walking the string code point by
      // code point in JavaScript, which cost 40-126 ms per ten-print upload (7 MB of base64). A string of astral
      // characters counts each twice: stricter, never looser.
      customOptions: { removeAdditional: false, coerceTypes: false, unicode: false, logger: ajvLogger },
      plugins: [formatsPlugin],
    },
    // A malformed percent-encoding never reaches a route: answer it in the contract's error shape too.
    frameworkErrors: routerErrorHandler,
  });
  installErrorHandler(app);
  rejectNulCharacters(app);
  const secretBox = await resolveSecretBox(config.secretsKey ?? {}, config.dataDir);
  const blobStore = blobs ?? createBlobStore({ dataDir: config.dataDir ?? os.tmpdir(), s3: config.s3 });
  const deliveries: DeliveryService = await startDeliveryService({
    database,
    secretBox,
    blobStore,
    smtpFallback: config.smtp,
    outboxDir: path.join(config.dataDir ?? os.tmpdir(), 'outbox'),
    logger: app.log,
    ...config.queue,
    ...deliveryOptions,
  });
  // Stop taking jobs before the database closes under them.
  app.addHook('onClose', () => deliveries.stop());
  // For CI's note: how close this process's sign-ins came to the per-source threshold (the journeys' API).
  app.addHook('onClose', async () => {
    const peak = sourceFailurePeak();
    if (peak > 0) app.log.info({ signInSourceFailurePeak: peak }, 'peak of failed sign-ins from one source');
  });
  // `app.deliveries.enqueueEmail(...)` / `enqueueSms(...)` for any part of the API that sends something.
  app.decorate('deliveries', deliveries);
  const context: AuthContext = {
    db: database.db,
    secret: await signingKey(config),
    now: now ?? systemClock,
    publicUrl: config.publicUrl ?? 'http://localhost:3000',
    mailer: mailer ?? createQueuedMailer(deliveries),
    secretBox,
  };
  // First: every route registered after it must come through contractRoute.
  const publicBooking = config.publicBooking ?? PUBLIC_BOOKING_DEFAULTS;
  await app.register(contractRegistryPlugin, {
    db: database.db,
    now: context.now,
    publicCallsPerSource: publicBooking.callsPerSource,
  });
  const tenantContext: TenantContext = {
    ...context,
    blobs: blobStore,
  };
  await app.register(multipart);
  // Tests leave the maps out: an empty style and no places search, so no origin beyond the app's own.
  const maps = config.maps ?? loadMapSettings({ MAP_STYLE_URL: 'none', GEOCODER_URL: 'none' });
  const agentOrigin = config.agentOrigin ?? 'http://localhost:8080';
  await app.register(securityHeadersPlugin, {
    agentOrigin,
    maps: mapCspSources(maps),
  });
  await app.register(authPlugin, context);
  await app.register(healthRoutes, { database });
  await app.register(systemAuthRoutes, context);
  await app.register(userPortalAuthRoutes, context);
  await app.register(partnerAuthRoutes, context);
  await app.register(rolesRoutes, context);
  await app.register(dashboardRoutes, context);
  await app.register(partnerImagesRoutes, context);
  await app.register(auditLogRoutes, context);
  await app.register(securitySettingsRoutes, context);
  await deliveries.scheduleDaily('inactive-accounts', async () => {
    const disabled = await disableInactiveAccounts(database.db, context.now());
    app.log.info({ disabled }, 'accounts unused for 90 days disabled');
  });
  const deliveryContext = { db: database.db, secretBox, deliveries, smtpFallback: config.smtp };
  await app.register(systemDeliverySettingsRoutes, deliveryContext);
  await app.register(systemDeliveriesRoutes, deliveryContext);
  await app.register(partnerDeliverySettingsRoutes, deliveryContext);
  await app.register(printerSettingsRoutes, context);
  await app.register(biometricSettingsRoutes, context);
  await app.register(appointmentSettingsRoutes, context);
  await app.register(filesRoutes, tenantContext);
  await app.register(partnersRoutes, tenantContext);
  await app.register(locationsRoutes, tenantContext);
  await app.register(companiesRoutes, tenantContext);
  await app.register(mapsRoutes, { maps });
  await app.register(servicesRoutes, tenantContext);
  await app.register(locationServicesRoutes, tenantContext);
  await app.register(groupsRoutes, tenantContext);
  await app.register(orisRoutes, tenantContext);
  await app.register(paymentModesRoutes, tenantContext);
  await app.register(systemUsersRoutes, tenantContext);
  await app.register(systemUserAccessRoutes, tenantContext);
  await app.register(partnerUsersRoutes, tenantContext);
  await app.register(invitationsRoutes, tenantContext);
  await app.register(masterDataRoutes, tenantContext);
  await app.register(biometricsRoutes, { ...tenantContext, secretBox, agentOrigin });
  await app.register(eftFilesRoutes, tenantContext);
  await app.register(fbiResponsesRoutes, {
    db: database.db,
    secretBox,
    deliveries,
    publicUrl: context.publicUrl,
    now: context.now,
    ...(config.fbiResponseSettleMs === undefined ? {} : { settleMs: config.fbiResponseSettleMs }),
    ...(config.fbiResponseSuperviseSeconds === undefined
      ? {}
      : { superviseSeconds: config.fbiResponseSuperviseSeconds }),
  });
  await app.register(transactionDocumentsRoutes, { ...tenantContext, secretBox });
  await app.register(appointmentsRoutes, { ...context, secretBox });
  await app.register(publicBookingRoutes, {
    ...context,
    settings: publicBooking,
    paymentEndpoint: config.paymentEndpoint,
  });
  await app.register(paymentWebhookRoutes, {
    db: database.db,
    secretBox,
    now: context.now,
    paymentEndpoint: config.paymentEndpoint,
  });
  await app.register(reportsRoutes, context);
  await app.register(rejectAnalyticsRoutes, context);
  // The ISO code lists come from the iso-3166 package; a new release adds its new entries on the next start.
  app.addHook('onReady', async () => seedMasterData(database.db));
  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
