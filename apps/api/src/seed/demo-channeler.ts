import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import { partners } from '../db/schema';
import { pinHostKey, writeSetting } from '../delivery-settings/delivery-settings.repository';
import { hostKeyFingerprint, loadSsh2 } from '../delivery-settings/sftp-probe';
import type { SecretBox } from '../secrets/secret-box';

/** ssh2's key utilities: under Node's ESM loader they are on the CommonJS default export only. */
async function sshUtils(): Promise<typeof import('ssh2').utils> {
  const ssh2 = (await loadSsh2()) as typeof import('ssh2') & { default?: typeof import('ssh2') };
  return ssh2.utils ?? ssh2.default!.utils;
}

/**
 * The local channeler's host key (apps/channeler-sim keeps it in the same file): read, or created when the API
 * seeds before the channeler ever ran. A new key is linked into place, so whichever process comes second reads
 * the first one's key instead of writing its own.
 */
async function channelerHostKey(file: string): Promise<string> {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const utils = await sshUtils();
  let key: string;
  // ssh2 1.17 draws a malformed ed25519 key about once in 256 (see libs/test-support): draw again.
  for (;;) {
    const pair = utils.generateKeyPairSync('ed25519');
    if (!(utils.parseKey(pair.private) instanceof Error) && !(utils.parseKey(pair.public) instanceof Error)) {
      key = pair.private;
      break;
    }
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, key, { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return readFileSync(file, 'utf8');
}

/** The folder the local channeler keeps received files in (apps/channeler-sim: `DATA_DIR/channeler/inbox`). */
const channelerInbox = (channeler: ApiConfig['demoChanneler']) =>
  path.join(path.dirname(channeler.hostKeyFile), 'inbox');

/** The fingerprint of the local channeler's host key, as an SSH client sees it. */
export async function demoChannelerFingerprint(channeler: ApiConfig['demoChanneler']): Promise<string> {
  const utils = await sshUtils();
  const parsed = utils.parseKey(await channelerHostKey(channeler.hostKeyFile));
  if (parsed instanceof Error) throw parsed;
  return hostKeyFingerprint(parsed.getPublicSSH());
}

/**
 * The demo partners' EFT destination: the local channeler `npm start` runs on loopback, with its sign-in and its
 * host key pinned, so a completed record can be sent with no setting changed.
 */
export async function seedDemoEftDestination(
  db: Db,
  box: SecretBox,
  channeler: ApiConfig['demoChanneler'],
): Promise<number> {
  const fingerprint = await demoChannelerFingerprint(channeler);
  const rows = await db
    .select({ id: partners.id, code: partners.code })
    .from(partners)
    .where(inArray(partners.code, ['acme', 'birch']));
  for (const { id: partnerId, code } of rows) {
    const scope = { level: 'partner' as const, partnerId };
    // Each partner its own folder (an account's mailbox at a real channeler): the channeler answers beside the
    // submission, so one partner's poll never takes, and leaves unmatched, the other's answers.
    mkdirSync(path.join(channelerInbox(channeler), code, 'responses'), { recursive: true });
    await writeSetting(
      db,
      box,
      'sftp',
      scope,
      {
        host: '127.0.0.1',
        port: channeler.port,
        username: channeler.username,
        remoteDirectory: `/${code}`,
        // Issue 28: the local channeler answers each EFT with an SRE or ERRT in this folder.
        responseFolder: `/${code}/responses`,
        afterRead: 'MOVE',
        responsePollSeconds: 30,
        enabled: true,
      },
      { password: channeler.password },
    );
    await pinHostKey(db, 'sftp', scope, fingerprint);
  }
  return rows.length;
}
