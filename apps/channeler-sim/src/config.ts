import path from 'node:path';

/** How the local channeler answers each EFT file it receives (issue 28). */
export interface AnswerSettings {
  /** The pause between a file's arrival and its answer in `responses/`. */
  delayMs: number;
  /** An ERRT for every transmission with at least this many force-captured impressions (14.020 COM). */
  forcedToReject: number;
  /** The share, in percent, of the other transmissions answered by an ERRT, chosen by their TCN. */
  rejectPercent: number;
  /** Whether a transmission referring to an earlier one (1.010 TCR, a recapture) may be rejected as well. */
  rejectRecaptures: boolean;
}

export interface ChannelerConfig {
  port: number;
  /** Received EFT files land here; the host key is kept beside it. */
  root: string;
  hostKeyFile: string;
  username: string;
  password: string;
  answers: AnswerSettings;
}

/** The demo channeler's sign-in; the API's demo seed stores the same for the demo partners' EFT destination. */
export const CHANNELER_DEFAULTS = { port: 2222, username: 'ridgeline-eft', password: 'Channeler-Demo-2026' };

/** A few seconds, so a demo sees the record sent before it is answered; one forced print; one file in ten. */
export const ANSWER_DEFAULTS: AnswerSettings = {
  delayMs: 5_000,
  forcedToReject: 1,
  rejectPercent: 10,
  rejectRecaptures: false,
};

function numberSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  rule: { min: number; max: number; integer: boolean },
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (
    !Number.isFinite(value) ||
    value < rule.min ||
    value > rule.max ||
    (rule.integer && !Number.isInteger(value))
  ) {
    throw new Error(
      `${name} must be ${rule.integer ? 'an integer' : 'a number'} between ${rule.min} and ${rule.max}, got "${raw}"`,
    );
  }
  return value;
}

function flagSetting(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

/** How the channeler answers: CHANNELER_RESPONSE_DELAY_SECONDS, CHANNELER_REJECT_FORCED, …_PERCENT, …_RECAPTURES. */
export function loadAnswerSettings(env: NodeJS.ProcessEnv = process.env): AnswerSettings {
  return {
    delayMs:
      numberSetting(env, 'CHANNELER_RESPONSE_DELAY_SECONDS', ANSWER_DEFAULTS.delayMs / 1000, {
        min: 0,
        max: 86_400,
        integer: false,
      }) * 1000,
    forcedToReject: numberSetting(env, 'CHANNELER_REJECT_FORCED', ANSWER_DEFAULTS.forcedToReject, {
      min: 1,
      max: 14,
      integer: true,
    }),
    rejectPercent: numberSetting(env, 'CHANNELER_REJECT_PERCENT', ANSWER_DEFAULTS.rejectPercent, {
      min: 0,
      max: 100,
      integer: true,
    }),
    rejectRecaptures: flagSetting(env, 'CHANNELER_REJECT_RECAPTURES', ANSWER_DEFAULTS.rejectRecaptures),
  };
}

export function loadChannelerConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): ChannelerConfig {
  const port = Number(env['CHANNELER_PORT'] || CHANNELER_DEFAULTS.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`CHANNELER_PORT must be an integer between 0 and 65535, got "${env['CHANNELER_PORT']}"`);
  }
  const dir = path.join(path.resolve(cwd, env['DATA_DIR'] || '.data'), 'channeler');
  return {
    port,
    root: path.join(dir, 'inbox'),
    hostKeyFile: path.join(dir, 'ssh_host_ed25519_key'),
    username: env['CHANNELER_USERNAME'] || CHANNELER_DEFAULTS.username,
    password: env['CHANNELER_PASSWORD'] || CHANNELER_DEFAULTS.password,
    answers: loadAnswerSettings(env),
  };
}
