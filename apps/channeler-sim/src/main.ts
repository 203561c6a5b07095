import { startChanneler } from './channeler';
import { loadChannelerConfig } from './config';

const config = loadChannelerConfig();
const quiet = process.env['LOG_LEVEL'] === 'warn' || process.env['LOG_LEVEL'] === 'error';
const channeler = await startChanneler(config, (event) => {
  if (event.kind === 'unreadable')
    console.warn(`Local channeler: ${event.file} is not an EBTS submission (${event.error})`);
  else if (!quiet && event.response) {
    console.log(
      `Local channeler: answered ${event.answer.tcr} with ${event.answer.tot} (${event.answer.why})`,
    );
  }
});
if (!quiet) {
  const { delayMs, forcedToReject, rejectPercent, rejectRecaptures } = config.answers;
  console.log(
    `Local channeler (SFTP) on 127.0.0.1:${channeler.port}, files in ${config.root}, host key ${channeler.hostKeyFingerprint}; ` +
      `answers after ${delayMs / 1000} s: ERRT for ${forcedToReject}+ forced prints and ${rejectPercent} % of the rest` +
      `${rejectRecaptures ? '' : ', never for a recapture'}`,
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void channeler.close().then(() => process.exit(0));
  });
}
