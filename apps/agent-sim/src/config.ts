import path from 'node:path';
import type { Printer } from '@ridgeline/device-agent-client';

export interface AgentConfig {
  port: number;
  host: string;
  /** Origins of the web app allowed to call the agent from the browser. */
  corsOrigins: string[];
  /** Printed cards land in `<dataDir>/printers/<printer name>/`. */
  dataDir: string;
  /** The printers the simulated machine offers; the first is the default. */
  printers: Printer[];
  /** Worker threads that synthesize prints ahead of the captures; 0 synthesizes on the request path. */
  workers: number;
}

export const DEFAULT_PRINTERS = ['FD-258 Card Printer', 'Office Laser'];

export function loadAgentConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AgentConfig {
  const port = Number(env['AGENT_PORT'] || 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`AGENT_PORT must be an integer between 0 and 65535, got "${env['AGENT_PORT']}"`);
  }
  const workers = Number(env['AGENT_WORKERS'] ?? 1);
  const webPort = env['PORT'] || '3000';
  if (!Number.isInteger(workers) || workers < 0 || workers > 16) {
    throw new Error(`AGENT_WORKERS must be an integer between 0 and 16, got "${env['AGENT_WORKERS']}"`);
  }
  const printerNames = (env['AGENT_PRINTERS'] || DEFAULT_PRINTERS.join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return {
    port,
    host: env['AGENT_HOST'] || '127.0.0.1',
    corsOrigins:
      // The web app is served by the API on PORT, so its origins follow PORT unless listed explicitly.
      (
        env['AGENT_CORS_ORIGINS'] ||
        `http://localhost:${webPort},http://127.0.0.1:${webPort},http://localhost:4200`
      )
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    dataDir: path.resolve(cwd, env['DATA_DIR'] || '.data', 'agent-sim'),
    printers: printerNames.map((name, index) => ({ name, isDefault: index === 0 })),
    workers,
  };
}
