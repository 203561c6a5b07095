import { EbtsResponseError, readEbtsResponse } from '@ridgeline/nist';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deliverySettings, fbiResponses } from '../db/schema';
import type { SftpEndpoint } from '../delivery-settings/sftp-probe';
import {
  responseSettingsOf,
  type ResponseFolderSettings,
} from '../delivery-settings/response-folder-settings';
import type { DeliveryService } from '../deliveries/delivery-service';
import { sha256Hex } from '../files/file-store';
import { OutboundFailure } from '../outbound/outbound-failure';
import type { SecretBox } from '../secrets/secret-box';
import { recordResponse, recordUnreadable } from './apply-response';
import { notifyRecapture } from './notify-recapture';
import { openResponseFolder, type ListedFile, type ResponseFolder } from './response-folder';

export interface PollContext {
  db: Db;
  secretBox: SecretBox;
  deliveries: DeliveryService;
  publicUrl: string;
  now: () => Date;
  /** The pause between a file's two size checks: a file still being written is left for the next poll. */
  settleMs?: number;
  /** One deadline over a whole poll (connect, list, read, move). */
  timeoutMs?: number;
}

export const PROCESSED_FOLDER = 'processed';
/**
 * An SRE or ERRT is a few hundred bytes of text (an SRE with history a few kilobytes): anything larger is not read
 * into memory at all, only quarantined, its ledger "digest" standing for its size.
 */
export const MAX_RESPONSE_BYTES = 1024 * 1024;
export const QUARANTINE_FOLDER = 'quarantine';

/** What one poll of one destination did. */
export interface PollOutcome {
  destinationScope: string;
  /** Null: the poll ran; else why it did not (no response folder, or the outbound outcome). */
  error: string | null;
  applied: number;
  unmatched: number;
  quarantined: number;
  /** Files left for the next poll: still growing, or named as temporary. */
  left: number;
  /** Files whose ledger row was there already (read before, not applied again), now moved. */
  settled: number;
}

/** `.tmp`, `.part` or a leading dot: a file another program is still writing under a temporary name. */
export function isTemporaryName(name: string): boolean {
  return name.startsWith('.') || /\.(tmp|part)$/i.test(name);
}

/** A destination's SFTP setting with its response folder, or undefined while it has none (not polled). */
export async function destinationWithResponses(db: Db, box: SecretBox, scope: string) {
  const [row] = await db
    .select()
    .from(deliverySettings)
    .where(and(eq(deliverySettings.kind, 'sftp'), eq(deliverySettings.scope, scope)));
  if (!row) return undefined;
  const c = row.config;
  const responses = responseSettingsOf(c);
  if (c['enabled'] === false || !String(c['host'] ?? '').trim() || responses.responseFolder === '')
    return undefined;
  const secrets = row.sealedSecrets
    ? (JSON.parse(box.open(row.sealedSecrets)) as Record<string, string>)
    : {};
  const endpoint: SftpEndpoint = {
    host: String(c['host']),
    port: Number(c['port'] ?? 22),
    username: String(c['username'] ?? ''),
    password: secrets['password'],
    privateKey: secrets['privateKey'],
    remoteDirectory: String(c['remoteDirectory'] ?? ''),
  };
  return { endpoint, pinned: row.hostKeyFingerprint, responses };
}

/** The scopes of every destination that has a response folder. */
export async function destinationsWithResponses(db: Db): Promise<string[]> {
  const rows = await db
    .select({ scope: deliverySettings.scope, config: deliverySettings.config })
    .from(deliverySettings)
    .where(eq(deliverySettings.kind, 'sftp'));
  return rows
    .filter((row) => row.config['enabled'] !== false && responseSettingsOf(row.config).responseFolder !== '')
    .map((row) => row.scope)
    .sort();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Deletes the file or moves it into `processed/` (a name taken there gets the digest's start appended). */
async function putAway(
  folder: ResponseFolder,
  responses: ResponseFolderSettings,
  name: string,
  sha256: string,
) {
  if (responses.afterRead === 'DELETE') await folder.remove(name);
  else await folder.moveInto(PROCESSED_FOLDER, name, sha256.slice(0, 12));
}

/**
 * Polls one destination's response folder once. Each complete file is read into memory (never into the blob
 * store), its ledger row committed with its effects, and only then deleted or moved on the server, the ledger row
 * marked settled after. A poll that died in between finds the row on the next run (same name and SHA-256),
 * applies nothing again, finishes the notifications (idempotent) and moves the file.
 */
export async function pollDestination(context: PollContext, scope: string): Promise<PollOutcome> {
  const outcome: PollOutcome = {
    destinationScope: scope,
    error: null,
    applied: 0,
    unmatched: 0,
    quarantined: 0,
    left: 0,
    settled: 0,
  };
  const destination = await destinationWithResponses(context.db, context.secretBox, scope);
  if (!destination) return { ...outcome, error: 'no response folder is set up for this destination' };
  const { endpoint, pinned, responses } = destination;
  const deadlineAt = Date.now() + (context.timeoutMs ?? 60_000);
  let folder: ResponseFolder;
  try {
    folder = await openResponseFolder(endpoint, pinned, responses.responseFolder, deadlineAt);
  } catch (error) {
    return {
      ...outcome,
      error: (error instanceof OutboundFailure ? error : new OutboundFailure('temporary-failure')).message,
    };
  }
  try {
    const listed = await folder.list();
    const candidates: ListedFile[] = [];
    for (const file of listed) {
      if (isTemporaryName(file.name)) outcome.left += 1;
      else candidates.push(file);
    }
    if (candidates.length > 0) await pause(context.settleMs ?? 1000);
    for (const file of candidates) await takeFile(context, folder, scope, responses, file, outcome);
  } catch (error) {
    outcome.error = (
      error instanceof OutboundFailure ? error : new OutboundFailure('temporary-failure')
    ).message;
  } finally {
    folder.close();
  }
  return outcome;
}

async function takeFile(
  context: PollContext,
  folder: ResponseFolder,
  scope: string,
  responses: ResponseFolderSettings,
  listed: ListedFile,
  outcome: PollOutcome,
) {
  const { db } = context;
  const name = listed.name;
  // A size that changed since the listing, or bytes that do not match it: still being written.
  const size = await folder.size(name);
  if (size === null) return;
  if (size !== listed.size) {
    outcome.left += 1;
    return;
  }
  if (size > MAX_RESPONSE_BYTES) {
    const unread = { destinationScope: scope, fileName: name, sha256: `unread:${size}`, size };
    const row = await recordUnreadable(
      db,
      unread,
      `larger than ${MAX_RESPONSE_BYTES} bytes: not read`,
      context.now(),
    );
    await folder.moveInto(QUARANTINE_FOLDER, name, `${size}`);
    if (row) await settle(db, row.id, context.now());
    outcome.quarantined += 1;
    return;
  }
  const bytes = await folder.read(name);
  if (bytes.length !== size) {
    outcome.left += 1;
    return;
  }
  const sha256 = sha256Hex(bytes);
  const file = { destinationScope: scope, fileName: name, sha256, size };
  const [known] = await db
    .select()
    .from(fbiResponses)
    .where(
      and(
        eq(fbiResponses.destinationScope, scope),
        eq(fbiResponses.fileName, name),
        eq(fbiResponses.sha256, sha256),
      ),
    );
  if (known) {
    // Read before: the effects are committed; only the notifications (idempotent) and the move may be missing.
    await notifyRecapture(context, known.id);
    if (known.kind === 'UNREADABLE') await folder.moveInto(QUARANTINE_FOLDER, name, sha256.slice(0, 12));
    else await putAway(folder, responses, name, sha256);
    await settle(db, known.id, context.now());
    outcome.settled += 1;
    return;
  }
  let response;
  try {
    response = readEbtsResponse(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (error) {
    if (!(error instanceof EbtsResponseError)) throw error;
    const row = await recordUnreadable(db, file, error.message, context.now());
    await folder.moveInto(QUARANTINE_FOLDER, name, sha256.slice(0, 12));
    if (row) await settle(db, row.id, context.now());
    outcome.quarantined += 1;
    return;
  }
  const recorded = await recordResponse(db, context.secretBox, file, response, context.now());
  if (!recorded) return; // another poll of the same destination took it
  if (recorded.transactionId === null) outcome.unmatched += 1;
  else outcome.applied += 1;
  // notifyRecapture decides from the ledger row whether this answer tells anyone.
  await notifyRecapture(context, recorded.id);
  await putAway(folder, responses, name, sha256);
  await settle(db, recorded.id, context.now());
}

async function settle(db: Db, id: string, now: Date) {
  await db
    .update(fbiResponses)
    .set({ settledAt: now })
    .where(and(eq(fbiResponses.id, id), isNull(fbiResponses.settledAt)));
}
