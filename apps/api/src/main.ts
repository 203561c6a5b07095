import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { createLogger } from './http/logger';
import { createBlobStore } from './blob-store/create-blob-store';
import { seedDemoPrints } from './seed/biometric-transactions';
import { seedDemoAppointments } from './seed/demo-appointments';
import { seedDemoData } from './seed/demo-data';
import { seedPeopleDemoData } from './seed/people-demo-data';
import { seedDemoPlaces } from './seed/demo-places';
import { seedDemoEftDestination } from './seed/demo-channeler';
import { seedDemoPaymentKeys } from './seed/demo-card-processor';
import { resolveSecretBox } from './secrets/secret-box';

const config = loadConfig();
const logger = createLogger(config.logLevel);

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await migrate(database);
logger.info({ database: database.kind }, 'database migrated');
const blobs = createBlobStore({ dataDir: config.dataDir, s3: config.s3 });
if (config.seedDemoData && (await seedDemoData(database.db))) {
  await seedPeopleDemoData(database.db);
  await seedDemoPlaces(database.db);
  const box = await resolveSecretBox(config.secretsKey, config.dataDir);
  const prints = await seedDemoPrints(database.db, blobs, box);
  logger.info({ prints }, 'demo data seeded on the empty database (sign-ins: docs/demo-sign-ins.txt)');
  logger.info(`${await seedDemoAppointments(database.db)} demo appointments seeded`);
  await seedDemoEftDestination(database.db, box, config.demoChanneler);
  logger.info(
    { port: config.demoChanneler.port },
    "the demo partners' EFT destination is the local channeler on 127.0.0.1",
  );
  if (await seedDemoPaymentKeys(database.db, box, config)) {
    logger.info("the demo partners' card payments go to the local card processor (PAYMENT_PROVIDER_URL)");
  }
}

const app = await buildApp({ config, database, logger, blobs });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  // Finish the requests in flight, then close the database so PGlite flushes to disk.
  const timer = setTimeout(() => {
    logger.error('shutdown took more than 10 s, exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
