import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import type { DeliveryService } from '../deliveries/delivery-service';
import { badRequest } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import type { SecretBox } from '../secrets/secret-box';
import { storedHostProblem } from '../outbound/outbound-guard';
import {
  deleteSetting,
  settingOwnerId,
  pinHostKey,
  readSetting,
  writeSetting,
  type SettingScope,
  type StoredSetting,
} from './delivery-settings.repository';
import { probeSftp } from './sftp-probe';
import { responseSettingsOf } from './response-folder-settings';

export interface DeliverySettingsContext {
  db: Db;
  secretBox: SecretBox;
  deliveries: DeliveryService;
  smtpFallback: ApiConfig['smtp'] | undefined;
}

export interface SmtpInput {
  host: string;
  port: number;
  username?: string | null;
  password?: string | null;
  fromAddress: string;
  fromName?: string | null;
  secure: boolean;
}

interface SmscInput {
  host: string;
  port: number;
  systemId: string;
  password?: string | null;
  sourceAddress: string;
  enabled: boolean;
}

export interface SftpInput {
  host: string;
  port: number;
  username: string;
  password?: string | null;
  privateKey?: string | null;
  remoteDirectory: string;
  enabled: boolean;
  /** Issue 28: where the FBI's answers (SRE/ERRT) arrive on the same server; '' or absent: no polling. */
  responseFolder?: string;
  /** What a poll does with a file it has read: removes it, or moves it into `<responseFolder>/processed`. */
  afterRead?: 'DELETE' | 'MOVE';
  /** Seconds between two polls of the response folder. */
  responsePollSeconds?: number;
}

const SYSTEM: SettingScope = { level: 'system' };

function requireText(value: string, field: string) {
  if (value.trim() === '') throw badRequest(`${field} is required`, field);
}

/**
 * Refuses at save time a host no connection may use: a loopback name or an internal address in any notation
 * (`127.0.0.1`, `[::1]`, `0.0.0.0`, `2130706433`, `localhost`), unless OUTBOUND_ALLOW names it with this port.
 */
export function requirePublicHost(host: string, port: number) {
  const problem = storedHostProblem(host, port);
  if (problem) throw badRequest(`host: ${problem}`, 'host');
}

/** An empty host clears the scope's own setting: answers true when it did. */
export async function clearedHost(
  context: Pick<DeliverySettingsContext, 'db'>,
  kind: 'smtp' | 'smsc' | 'sftp',
  scope: SettingScope,
  host: string,
  request: FastifyRequest,
): Promise<boolean> {
  if (host.trim() !== '') return false;
  const gone = await deleteSetting(context.db, kind, scope);
  // Clearing is a change of its own: the entry says what was stored (nothing, when nothing was), never a secret.
  await request.audit({
    entityId: settingOwnerId(scope),
    details: { scope: scope.level, cleared: true },
    partnerId: scope.level === 'system' ? null : scope.partnerId,
    before: gone ? { ...gone.config } : null,
    after: null,
  });
  return true;
}

/** What a response may say about a setting: the plain fields and whether each secret is set, never its value. */
export function smtpView(setting: StoredSetting | undefined, fallback: ApiConfig['smtp'] | undefined) {
  if (!setting) {
    const from = /<([^>]+)>/.exec(fallback?.from ?? '')?.[1] ?? 'no-reply@ridgeline.local';
    return {
      host: fallback?.host ?? '',
      port: fallback?.port ?? 25,
      username: null,
      fromAddress: from,
      fromName: null,
      secure: fallback?.secure ?? false,
      passwordSet: false,
    };
  }
  const c = setting.config;
  return {
    host: c['host'] as string,
    port: c['port'] as number,
    username: (c['username'] as string | null) ?? null,
    fromAddress: c['fromAddress'] as string,
    fromName: (c['fromName'] as string | null) ?? null,
    secure: c['secure'] as boolean,
    passwordSet: 'password' in setting.secrets,
  };
}

function smscView(setting: StoredSetting | undefined) {
  const c = setting?.config ?? {};
  return {
    host: (c['host'] as string) ?? '',
    port: (c['port'] as number) ?? 2775,
    systemId: (c['systemId'] as string) ?? '',
    sourceAddress: (c['sourceAddress'] as string) ?? '',
    enabled: (c['enabled'] as boolean) ?? false,
    passwordSet: setting ? 'password' in setting.secrets : false,
  };
}

export function sftpView(setting: StoredSetting | undefined, inherited?: boolean) {
  const c = setting?.config ?? {};
  return {
    host: (c['host'] as string) ?? '',
    port: (c['port'] as number) ?? 22,
    username: (c['username'] as string) ?? '',
    remoteDirectory: (c['remoteDirectory'] as string) ?? '',
    ...responseSettingsOf(c),
    enabled: (c['enabled'] as boolean) ?? false,
    passwordSet: setting ? 'password' in setting.secrets : false,
    privateKeySet: setting ? 'privateKey' in setting.secrets : false,
    hostKeyFingerprint: setting?.hostKeyFingerprint ?? null,
    ...(inherited === undefined ? {} : { inherited }),
  };
}

/** A server's form: its host and port, the fields it stores in plain, its secrets and its own checks. */
interface ServerForm {
  host: string;
  port: number;
  config: Record<string, unknown>;
  secrets: Record<string, string | null | undefined>;
  /** Checks of the form's other fields, run once the host is known to stay (a cleared form needs none). */
  check?: () => void;
}

/**
 * Stores the mail server, SMS centre or SFTP server of one scope, or clears it when the host is empty (then
 * undefined): the host must be one a connection may use.
 */
async function saveServer(
  context: DeliverySettingsContext,
  kind: 'smtp' | 'smsc' | 'sftp',
  scope: SettingScope,
  form: ServerForm,
  request: FastifyRequest,
) {
  if (await clearedHost(context, kind, scope, form.host, request)) return undefined;
  requirePublicHost(form.host, form.port);
  form.check?.();
  return writeSetting(context.db, context.secretBox, kind, scope, form.config, form.secrets, request);
}

/** Stores the mail server of one scope (undefined when the form cleared it). */
export function saveSmtp(
  context: DeliverySettingsContext,
  scope: SettingScope,
  input: SmtpInput,
  request: FastifyRequest,
) {
  const { host, port, username, fromAddress, fromName, secure } = input;
  const config = {
    host: host.trim(),
    port,
    username: username || null,
    fromAddress,
    fromName: fromName || null,
    secure,
  };
  return saveServer(
    context,
    'smtp',
    scope,
    { host, port, config, secrets: { password: input.password } },
    request,
  );
}

/** Stores an SFTP setting of one scope (undefined when the form cleared it). */
export function saveSftp(
  context: DeliverySettingsContext,
  scope: SettingScope,
  input: SftpInput,
  request: FastifyRequest,
) {
  const { host, port, username, remoteDirectory, enabled } = input;
  return saveServer(
    context,
    'sftp',
    scope,
    {
      host,
      port,
      config: { host: host.trim(), port, username, remoteDirectory, enabled, ...responseSettingsOf(input) },
      secrets: { password: input.password, privateKey: input.privateKey },
      check: () => requireText(username, 'username'),
    },
    request,
  );
}

/** Runs the connection test of a stored SFTP setting and pins the host key on the first success. */
export async function testSftp(context: DeliverySettingsContext, scope: SettingScope) {
  const setting = await readSetting(context.db, context.secretBox, 'sftp', scope);
  if (!setting) throw badRequest('No EFT SFTP server is stored yet', 'host');
  const c = setting.config;
  const result = await probeSftp(
    {
      host: c['host'] as string,
      port: c['port'] as number,
      username: c['username'] as string,
      password: setting.secrets['password'],
      privateKey: setting.secrets['privateKey'],
      remoteDirectory: c['remoteDirectory'] as string,
    },
    setting.hostKeyFingerprint,
  );
  if (result.ok && !setting.hostKeyFingerprint && result.hostKeyFingerprint) {
    await pinHostKey(context.db, 'sftp', scope, result.hostKeyFingerprint);
  }
  return result;
}

/** The mail server, SMS centre and EFT SFTP server of the system, each with its test call. */
export async function systemDeliverySettingsRoutes(app: FastifyInstance, context: DeliverySettingsContext) {
  const { db, secretBox, deliveries } = context;

  contractRoute(app, 'GET', '/system/v1/setting/smtp', async () => ({
    data: smtpView(await readSetting(db, secretBox, 'smtp', SYSTEM), context.smtpFallback),
  }));

  contractRoute<SmtpInput>(app, 'POST', '/system/v1/setting/smtp', async (request) => {
    const setting = await saveSmtp(context, SYSTEM, request.body, request);
    return {
      data: smtpView(setting, context.smtpFallback),
      message: setting ? 'Mail server saved' : 'Mail server cleared',
    };
  });

  contractRoute<{ to: string }>(app, 'POST', '/system/v1/setting/smtp/test', async (request) => {
    const to = request.body.to.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to)) throw badRequest('to must be an e-mail address', 'to');
    const queued = await deliveries.enqueueEmail({
      to,
      subject: 'Ridgeline test mail',
      text: 'This is a test mail from Ridgeline: the mail server settings work.',
    });
    return { data: { deliveryId: queued.id, messageId: queued.messageId }, message: 'Test mail queued' };
  });

  contractRoute(app, 'GET', '/system/v1/setting/smsc', async () => ({
    data: smscView(await readSetting(db, secretBox, 'smsc', SYSTEM)),
  }));

  contractRoute<SmscInput>(app, 'POST', '/system/v1/setting/smsc', async (request) => {
    const { host, port, systemId, sourceAddress, enabled, password } = request.body;
    const form = {
      host,
      port,
      config: { host: host.trim(), port, systemId, sourceAddress, enabled },
      secrets: { password },
      check: () => {
        requireText(systemId, 'systemId');
        requireText(sourceAddress, 'sourceAddress');
      },
    };
    const setting = await saveServer(context, 'smsc', SYSTEM, form, request);
    return { data: smscView(setting), message: setting ? 'SMS centre saved' : 'SMS centre cleared' };
  });

  contractRoute<{ to: string }>(app, 'POST', '/system/v1/setting/smsc/test', async (request) => {
    const to = request.body.to.trim();
    if (!/^\+?[0-9]{6,15}$/.test(to))
      throw badRequest('to must be a phone number (digits, optional +)', 'to');
    const queued = await deliveries.enqueueSms({
      to,
      text: 'Ridgeline test SMS: the SMS centre settings work.',
    });
    return { data: { deliveryId: queued.id, messageId: queued.messageId }, message: 'Test SMS queued' };
  });

  contractRoute(app, 'GET', '/system/v1/setting/eft-sftp', async () => ({
    data: sftpView(await readSetting(db, secretBox, 'sftp', SYSTEM)),
  }));

  contractRoute<SftpInput>(app, 'PUT', '/system/v1/setting/eft-sftp', async (request) => {
    const saved = await saveSftp(context, SYSTEM, request.body, request);
    return { data: sftpView(saved), message: saved ? 'EFT SFTP server saved' : 'EFT SFTP server cleared' };
  });

  contractRoute(app, 'POST', '/system/v1/setting/eft-sftp/test', async () => ({
    data: await testSftp(context, SYSTEM),
  }));
}
