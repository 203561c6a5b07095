import path from 'node:path';

export interface AgentConfig {
  port: number;
  host: string;
  /** Origins of the web app allowed to call the agent from the browser. */
  corsOrigins: string[];
  dataDir: string;
}

export function loadAgentConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AgentConfig {
  const port = Number(env['AGENT_PORT'] || 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`AGENT_PORT must be an integer between 0 and 65535, got "${env['AGENT_PORT']}"`);
  }
  return {
    port,
    host: env['AGENT_HOST'] || '127.0.0.1',
    corsOrigins: (
      env['AGENT_CORS_ORIGINS'] || 'http://localhost:3000,http://127.0.0.1:3000,http://localhost:4200'
    )
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    dataDir: path.resolve(cwd, env['DATA_DIR'] || '.data', 'agent-sim'),
  };
}
