import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/auth.plugin';
import { ApiFailure, ERROR_CODES } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import { findPartnerLocation } from '../settings-store/settings-repository';
import { writePartnerStripeKeys } from '../payments/partner-payment-keys';
import {
  readSetting,
  resolveSetting,
  type SettingScope,
  type StoredSetting,
} from './delivery-settings.repository';
import {
  saveSftp,
  saveSmtp,
  sftpView,
  smtpView,
  type DeliverySettingsContext,
  type SftpInput,
  type SmtpInput,
} from './delivery-settings.routes';

interface PaymentInput {
  secretKey?: string | null;
  webhookSecret?: string | null;
  requireOnlinePayment: boolean;
}

/** The card processor setting as the screen sees it: whether each key is set, never the key. */
function paymentView(setting: StoredSetting | undefined) {
  return {
    secretKeySet: Boolean(setting?.secrets['secretKey']),
    webhookSecretSet: Boolean(setting?.secrets['webhookSecret']),
    requireOnlinePayment: setting?.config['requireOnlinePayment'] === true,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const locationNotFound = () => new ApiFailure(404, ERROR_CODES.notFound, 'Location not found');

/** The partner of the session; the scope never comes from the request. */
function partnerOf(request: FastifyRequest) {
  const { session } = requireAuth(request);
  if (!session.partnerId) throw new ApiFailure(403, ERROR_CODES.noAccess, 'No partner in this session');
  return { session, partnerId: session.partnerId };
}

/**
 * The partner's own mail server (which then wins for its mail) and EFT SFTP server, and a location's own SFTP
 * server, which overrides the partner's and the system's for that location's files.
 */
export async function partnerDeliverySettingsRoutes(app: FastifyInstance, context: DeliverySettingsContext) {
  const { db, secretBox } = context;

  contractRoute(app, 'GET', '/partner/v1/setting/smtp', async (request) => {
    const { partnerId } = partnerOf(request);
    const own = await readSetting(db, secretBox, 'smtp', { level: 'partner', partnerId });
    // Without its own server the partner sees an empty form (the system's server is not the partner's to read).
    return { data: smtpView(own, undefined) };
  });

  contractRoute<SmtpInput>(app, 'POST', '/partner/v1/setting/smtp', async (request) => {
    const { partnerId } = partnerOf(request);
    const setting = await saveSmtp(context, { level: 'partner', partnerId }, request.body, request);
    return {
      data: smtpView(setting, undefined),
      message: setting ? 'Mail server saved' : 'Mail server cleared',
    };
  });

  contractRoute(app, 'GET', '/partner/v1/setting/payment', async (request) => {
    const { partnerId } = partnerOf(request);
    return {
      data: paymentView(await readSetting(db, secretBox, 'payment', { level: 'partner', partnerId })),
    };
  });

  contractRoute<PaymentInput>(app, 'PUT', '/partner/v1/setting/payment', async (request) => {
    const { partnerId } = partnerOf(request);
    const { secretKey, webhookSecret, requireOnlinePayment } = request.body;
    await writePartnerStripeKeys(
      db,
      secretBox,
      partnerId,
      { secretKey, webhookSecret, requireOnlinePayment },
      request,
    );
    const saved = await readSetting(db, secretBox, 'payment', { level: 'partner', partnerId });
    return { data: paymentView(saved), message: 'Card payment setting saved' };
  });

  contractRoute(app, 'GET', '/partner/v1/setting/eft-sftp', async (request) => {
    const { partnerId } = partnerOf(request);
    return { data: sftpView(await readSetting(db, secretBox, 'sftp', { level: 'partner', partnerId })) };
  });

  contractRoute<SftpInput>(app, 'PUT', '/partner/v1/setting/eft-sftp', async (request) => {
    const { partnerId } = partnerOf(request);
    const saved = await saveSftp(context, { level: 'partner', partnerId }, request.body, request);
    return { data: sftpView(saved), message: saved ? 'EFT SFTP server saved' : 'EFT SFTP server cleared' };
  });

  async function locationScope(request: FastifyRequest<{ Params: { id: string } }>): Promise<SettingScope> {
    const { session, partnerId } = partnerOf(request);
    const { id } = request.params;
    if (!UUID.test(id)) throw locationNotFound();
    if (session.locationId && session.locationId !== id) throw locationNotFound();
    const location = await findPartnerLocation(db, { partnerId, id });
    if (!location) throw locationNotFound();
    return { level: 'location', partnerId, locationId: location.id };
  }

  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/location-setting/{id}/eft-sftp',
    async (request) => {
      const scope = await locationScope(request);
      const own = await readSetting(db, secretBox, 'sftp', scope);
      if (own) return { data: sftpView(own, false) };
      // The server in force for the location: its partner's, else the system's.
      const inherited = await resolveSetting(db, secretBox, 'sftp', [
        { level: 'partner', partnerId: (scope as { partnerId: string }).partnerId },
        { level: 'system' },
      ]);
      return { data: sftpView(inherited, true) };
    },
  );

  contractRoute<SftpInput, { id: string }>(
    app,
    'PUT',
    '/partner/v1/location-setting/{id}/eft-sftp',
    async (request) => {
      const scope = await locationScope(request);
      const saved = await saveSftp(context, scope, request.body, request);
      if (!saved) {
        const inherited = await resolveSetting(db, secretBox, 'sftp', [
          { level: 'partner', partnerId: (scope as { partnerId: string }).partnerId },
          { level: 'system' },
        ]);
        return { data: sftpView(inherited, true), message: 'EFT SFTP server cleared' };
      }
      return { data: sftpView(saved, false), message: 'EFT SFTP server saved' };
    },
  );
}
