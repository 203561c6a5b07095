import { startChanneler } from './channeler';
import { loadChannelerConfig } from './config';

const config = loadChannelerConfig();
const channeler = await startChanneler(config);
if (process.env['LOG_LEVEL'] !== 'warn' && process.env['LOG_LEVEL'] !== 'error') {
  console.log(
    `Local channeler (SFTP) on 127.0.0.1:${channeler.port}, files in ${config.root}, host key ${channeler.hostKeyFingerprint}`,
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void channeler.close().then(() => process.exit(0));
  });
}
