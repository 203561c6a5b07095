import { startCardSim } from './card-sim';
import { loadCardSimConfig } from './config';

const config = loadCardSimConfig();
const cardSim = await startCardSim(config);
if (process.env['LOG_LEVEL'] !== 'warn' && process.env['LOG_LEVEL'] !== 'error') {
  const webhookUrl = config.accounts[0]?.webhookUrl;
  console.log(
    `Local card processor (Stripe stand-in) on ${cardSim.url}, webhooks ${webhookUrl ? `to ${webhookUrl}` : 'recorded only (CARD_SIM_WEBHOOK_URL unset)'}`,
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void cardSim.close().then(() => process.exit(0));
  });
}
