import path from 'node:path';
import type { S3Settings } from './blob-store/s3-blob-store';
import { loadMapSettings, type MapSettings } from './maps/map-settings';
import { parsePaymentEndpoint, type PaymentEndpoint } from './payments/payment-endpoint';

export interface ApiConfig {
  /** Fastify's trustProxy: which reverse proxies' X-Forwarded-For to believe. */
  trustProxy: boolean | string;
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the API runs on an embedded PGlite database under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The built web app served at `/` with the single-page fallback; absent when not built. */
  webDistDir: string;
  logLevel: string;
  /** The device agent the browser calls directly; allowed in the CSP's connect-src. */
  agentOrigin: string;
  /** HS256 key of the session tokens; when absent one is generated once and kept under `dataDir`. */
  jwtSecret: string | undefined;
  /** The outgoing mail server; when `host` is absent e-mails are written as .eml files to `dataDir/outbox`. */
  smtp: { host: string | undefined; port: number; from: string; secure: boolean };
  /** The address users open, used in e-mailed links; defaults to http://localhost:PORT. */
  publicUrl: string;
  /** SECRETS_KEY (base64, 32 bytes) and SECRETS_KEY_PREVIOUS; absent: a key file with mode 600 in `dataDir`. */
  secretsKey: { secretsKey: string | undefined; previousKeys: string | undefined };
  /** Job queue timings (QUEUE_*); absent values take the queue's defaults. */
  queue: {
    retryLimit?: number;
    retryDelaySeconds?: number;
    expireInSeconds?: number;
    pollingIntervalSeconds?: number;
    maintenanceIntervalSeconds?: number;
    batchSize?: number;
  };
  /**
   * FBI_RESPONSE_SETTLE_MS: the pause between a response file's two size checks (a file still growing is left for
   * the next poll); absent: one second. Tests and journeys shorten it.
   */
  fbiResponseSettleMs?: number | undefined;
  /**
   * FBI_RESPONSE_SUPERVISE_SECONDS: how soon a destination newly given a response folder gets its first poll (the
   * supervising job's interval); absent: 15 seconds. Journeys shorten it.
   */
  fbiResponseSuperviseSeconds?: number | undefined;
  /** An S3-compatible bucket for stored files (S3_BUCKET and friends); absent keeps them under `dataDir/files`. */
  s3: S3Settings | undefined;
  /** Seed the demo partner, locations and users when the database is empty. */
  seedDemoData: boolean;
  /** The maps' style, places search and optional Google Maps key (MAP_STYLE_URL, GEOCODER_URL, ...). */
  maps: MapSettings;
  /**
   * The local channeler `npm start` runs (apps/channeler-sim): the demo seed points the demo partners' EFT
   * destination at it, pinned to the host key kept in `hostKeyFile`.
   */
  demoChanneler: { port: number; username: string; password: string; hostKeyFile: string };
  /**
   * PAYMENT_PROVIDER_URL: where the card-payment adapter sends its calls (the local card processor of `npm start`,
   * apps/card-sim); absent, the provider's own address. An operator's setting: no tenant setting can change it.
   */
  paymentEndpoint: PaymentEndpoint | undefined;
  /**
   * The local card processor's demo account (CARD_SIM_SECRET_KEY, CARD_SIM_WEBHOOK_SECRET, the same defaults as
   * apps/card-sim): the demo seed stores it as the demo partners' keys when PAYMENT_PROVIDER_URL is set.
   */
  demoCardProcessor: { secretKey: string; webhookSecret: string };
  /** The public booking pages (issue 29); see PUBLIC_BOOKING_DEFAULTS. */
  publicBooking: PublicBookingSettings;
}

export interface PublicBookingSettings {
  /** BOOKING_HOLD_MINUTES: how long a hold keeps its place while the applicant fills in the form. */
  holdMinutes: number;
  /** MANAGE_LINK_DAYS: a manage link works until this many days after the appointment's start. */
  manageLinkDays: number;
  /** PUBLIC_CALLS_PER_SOURCE: public calls one source may make within the limiter's window (15 minutes). */
  callsPerSource: number;
}

export const PUBLIC_BOOKING_DEFAULTS: PublicBookingSettings = {
  holdMinutes: 10,
  manageLinkDays: 7,
  callsPerSource: 300,
};

function publicBookingConfig(env: NodeJS.ProcessEnv): PublicBookingSettings {
  const read = (name: string, fallback: number) => {
    const value = optionalNumber(env[name], name);
    if (value === undefined) return fallback;
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`${name} must be a whole number of at least 1`);
    return value;
  };
  return {
    holdMinutes: read('BOOKING_HOLD_MINUTES', PUBLIC_BOOKING_DEFAULTS.holdMinutes),
    manageLinkDays: read('MANAGE_LINK_DAYS', PUBLIC_BOOKING_DEFAULTS.manageLinkDays),
    callsPerSource: read('PUBLIC_CALLS_PER_SOURCE', PUBLIC_BOOKING_DEFAULTS.callsPerSource),
  };
}

function optionalNumber(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0)
    throw new Error(`${name} must be a non-negative number, got "${value}"`);
  return number;
}

function queueConfig(env: NodeJS.ProcessEnv): ApiConfig['queue'] {
  const entries = {
    retryLimit: optionalNumber(env['QUEUE_RETRY_LIMIT'], 'QUEUE_RETRY_LIMIT'),
    retryDelaySeconds: optionalNumber(env['QUEUE_RETRY_DELAY_SECONDS'], 'QUEUE_RETRY_DELAY_SECONDS'),
    expireInSeconds: optionalNumber(env['QUEUE_EXPIRE_SECONDS'], 'QUEUE_EXPIRE_SECONDS'),
    pollingIntervalSeconds: optionalNumber(env['QUEUE_POLLING_SECONDS'], 'QUEUE_POLLING_SECONDS'),
    maintenanceIntervalSeconds: optionalNumber(env['QUEUE_MAINTENANCE_SECONDS'], 'QUEUE_MAINTENANCE_SECONDS'),
    batchSize: optionalNumber(env['QUEUE_BATCH_SIZE'], 'QUEUE_BATCH_SIZE'),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}

function parsePort(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

/**
 * Which proxies may set X-Forwarded-For. Off by default: otherwise any client could write the address that the
 * audit log records. `true` (every proxy), or a comma list of proxy addresses/CIDRs.
 */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

function parseS3(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env['S3_BUCKET'];
  if (!bucket) return undefined;
  const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`S3_BUCKET is set, so ${missing.join(', ')} must be set too`);
  return {
    bucket,
    endpoint: env['S3_ENDPOINT'] ?? '',
    region: env['S3_REGION'] || 'us-east-1',
    accessKeyId: env['S3_ACCESS_KEY_ID'] ?? '',
    secretAccessKey: env['S3_SECRET_ACCESS_KEY'] ?? '',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ApiConfig {
  const port = parsePort(env['PORT'], 3000, 'PORT');
  return {
    port,
    host: env['HOST'] || '0.0.0.0',
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir: path.resolve(cwd, env['DATA_DIR'] || '.data'),
    webDistDir: path.resolve(cwd, env['WEB_DIST_DIR'] || 'apps/web/dist'),
    logLevel: env['LOG_LEVEL'] || 'info',
    agentOrigin: new URL(env['AGENT_URL'] || 'http://localhost:8080').origin,
    jwtSecret: env['JWT_SECRET'] || undefined,
    smtp: {
      host: env['SMTP_HOST'] || undefined,
      port: parsePort(env['SMTP_PORT'], 25, 'SMTP_PORT'),
      from: env['SMTP_FROM'] || 'Ridgeline <no-reply@ridgeline.local>',
      secure: env['SMTP_SECURE'] === 'true',
    },
    publicUrl: (env['PUBLIC_URL'] || `http://localhost:${port}`).replace(/\/+$/, ''),
    secretsKey: {
      secretsKey: env['SECRETS_KEY'] || undefined,
      previousKeys: env['SECRETS_KEY_PREVIOUS'] || undefined,
    },
    queue: queueConfig(env),
    fbiResponseSettleMs: env['FBI_RESPONSE_SETTLE_MS'] ? Number(env['FBI_RESPONSE_SETTLE_MS']) : undefined,
    fbiResponseSuperviseSeconds: env['FBI_RESPONSE_SUPERVISE_SECONDS']
      ? Number(env['FBI_RESPONSE_SUPERVISE_SECONDS'])
      : undefined,
    seedDemoData: env['SEED_DEMO_DATA'] === 'true',
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    s3: parseS3(env),
    maps: loadMapSettings(env),
    publicBooking: publicBookingConfig(env),
    demoChanneler: {
      port: parsePort(env['CHANNELER_PORT'], 2222, 'CHANNELER_PORT'),
      username: env['CHANNELER_USERNAME'] || 'ridgeline-eft',
      password: env['CHANNELER_PASSWORD'] || 'Channeler-Demo-2026',
      hostKeyFile: path.join(
        path.resolve(cwd, env['DATA_DIR'] || '.data'),
        'channeler',
        'ssh_host_ed25519_key',
      ),
    },
    paymentEndpoint: parsePaymentEndpoint(env['PAYMENT_PROVIDER_URL']),
    demoCardProcessor: {
      secretKey: env['CARD_SIM_SECRET_KEY'] || 'sk_test_ridgeline_card_sim_demo',
      webhookSecret: env['CARD_SIM_WEBHOOK_SECRET'] || 'whsec_ridgeline_card_sim_demo',
    },
  };
}
