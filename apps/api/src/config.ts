import path from 'node:path';

export interface ApiConfig {
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
}

function parsePort(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ApiConfig {
  return {
    port: parsePort(env['PORT'], 3000, 'PORT'),
    host: env['HOST'] || '0.0.0.0',
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir: path.resolve(cwd, env['DATA_DIR'] || '.data'),
    webDistDir: path.resolve(cwd, env['WEB_DIST_DIR'] || 'apps/web/dist'),
    logLevel: env['LOG_LEVEL'] || 'info',
    agentOrigin: new URL(env['AGENT_URL'] || 'http://localhost:8080').origin,
  };
}
