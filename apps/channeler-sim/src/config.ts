import path from 'node:path';

export interface ChannelerConfig {
  port: number;
  /** Received EFT files land here; the host key is kept beside it. */
  root: string;
  hostKeyFile: string;
  username: string;
  password: string;
}

/** The demo channeler's sign-in; the API's demo seed stores the same for the demo partners' EFT destination. */
export const CHANNELER_DEFAULTS = { port: 2222, username: 'ridgeline-eft', password: 'Channeler-Demo-2026' };

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
  };
}
