import pino from 'pino';
import { loadAgentConfig } from './config';
import { buildAgentServer } from './server';

const config = loadAgentConfig();
const logger = pino({ level: process.env['LOG_LEVEL'] || 'info' });
const app = await buildAgentServer(config, logger);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: config.port, host: config.host });
