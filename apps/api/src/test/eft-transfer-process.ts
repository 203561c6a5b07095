/**
 * The API's own start-up (config, database, migrations, buildApp with its delivery queue) in a child process that
 * a test can SIGKILL mid-transfer, plus one thing main.ts does not do: it queues the file named by EFT_* at start
 * (idempotently, as send-eft does) and prints a JSON line when the file is verified on the server.
 * POST /biometrics/send-eft reaches the same `enqueueFile`; queueing directly spares the test a completed capture
 * over HTTP and lets it send 1 MB, large enough for the kill to land mid-transfer.
 */
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { partners } from '../db/schema';
import { writeSetting } from '../delivery-settings/delivery-settings.repository';
import { resolveSecretBox } from '../secrets/secret-box';
import { seedDemoData } from '../seed/demo-data';

const need = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await migrate(database);
await seedDemoData(database.db);
// The system's EFT server, as an administrator would have saved it.
await writeSetting(
  database.db,
  await resolveSecretBox(config.secretsKey ?? {}, config.dataDir),
  'sftp',
  { level: 'system' },
  {
    host: '127.0.0.1',
    port: Number(need('EFT_SFTP_PORT')),
    username: 'eft',
    remoteDirectory: '/',
    enabled: true,
  },
  { password: need('EFT_SFTP_PASSWORD') },
);
const app = await buildApp({ config, database });
app.deliveries.onFileSent(async (sent) => {
  process.stdout.write(`${JSON.stringify({ event: 'file-sent', ...sent })}\n`);
});
const [partner] = await database.db.select({ id: partners.id }).from(partners).limit(1);
const queued = await app.deliveries.enqueueFile({
  partnerId: partner!.id,
  locationId: null,
  subjectId: need('EFT_SUBJECT_ID'),
  fileName: need('EFT_FILE_NAME'),
  blobKey: need('EFT_BLOB_KEY'),
  digest: need('EFT_DIGEST'),
});
process.stdout.write(`${JSON.stringify({ event: 'queued', ...queued })}\n`);
