import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { deliveries } from '../db/schema';
import {
  resolveSetting,
  scopeKey,
  type SettingScope,
} from '../delivery-settings/delivery-settings.repository';
import type { SecretBox } from '../secrets/secret-box';
import { EmailSender, PermanentDeliveryError, type SmtpEndpoint } from './email-sender';
import type { BlobStore } from '../blob-store/blob-store';
import type { SftpEndpoint } from '../delivery-settings/sftp-probe';
import { PermanentTransferError, transferStoredFile, type TransferResult } from '../eft';
import { pgliteBossDb } from './pglite-boss-db';
import { afterCommit } from '../db/request-transaction';
import { sendSms, type SmscEndpoint } from './sms-sender';
import { OutboundFailure } from '../outbound/outbound-failure';
import { allowOutbound } from '../outbound/outbound-guard';

export type Channel = 'email' | 'sms' | 'sftp';
const CHANNELS: Channel[] = ['email', 'sms', 'sftp'];

export interface EmailRequest {
  to: string;
  subject: string;
  text: string;
  /** The partner whose SMTP setting wins; null or absent for system mail. */
  partnerId?: string | null | undefined;
  /** Enqueueing the same key again returns the first delivery instead of sending twice. */
  idempotencyKey?: string | undefined;
  /** Not before this instant (an appointment reminder); absent: now. */
  startAfter?: Date | undefined;
}

export interface SmsRequest {
  to: string;
  text: string;
  partnerId?: string | null | undefined;
  idempotencyKey?: string | undefined;
  startAfter?: Date | undefined;
}

/** A stored file to put on the EFT SFTP server of a location (else its partner's, else the system's). */
export interface FileRequest {
  partnerId: string;
  locationId: string | null;
  /** What the file belongs to (the transaction, for an EFT file); handed to the `onFileSent` listeners. */
  subjectId: string;
  fileName: string;
  blobKey: string;
  /** sha256 of the stored bytes, hex: the file is refused if the stored bytes no longer match it. */
  digest: string;
  /** By default the subject and the digest: the same file for the same subject is queued once. */
  idempotencyKey?: string | undefined;
}

export interface FileSent {
  deliveryId: string;
  subjectId: string;
  result: TransferResult;
  /** The EFT destination the file went to (`system`, `partner:<id>`, `location:<id>`): its answers come back there. */
  destinationScope: string;
}

export interface FileFailed {
  deliveryId: string;
  subjectId: string;
  error: string;
  /** True when no retry follows (the retries ran out, or the failure was permanent). */
  final: boolean;
}

export interface Enqueued {
  id: string;
  messageId: string;
  /** False when the idempotency key named an existing delivery. */
  created: boolean;
}

export interface DeliveryServiceOptions {
  database: Database;
  secretBox: SecretBox;
  /** SMTP_HOST and siblings: used only while no SMTP setting is stored. */
  smtpFallback?: { host: string | undefined; port: number; from: string; secure: boolean } | undefined;
  /** Where e-mails go as files when neither a setting nor SMTP_HOST names a server. */
  outboxDir: string;
  logger?: FastifyBaseLogger | undefined;
  /** Attempts after the first; waits grow as retryDelaySeconds * 2^attempt. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** An attempt still running after this long is taken as lost (crashed worker) and tried again. */
  expireInSeconds?: number;
  pollingIntervalSeconds?: number;
  /** Jobs one worker takes per poll, sent side by side. */
  batchSize?: number;
  /** pg-boss's sweep of expired attempts, and ours of deliveries whose job went missing. */
  maintenanceIntervalSeconds?: number;
  /** Where queued files are read from (the sftp channel). */
  blobStore?: BlobStore | undefined;
  /** Workers per channel on this instance, each taking `batchSize` jobs per poll. */
  workers?: number;
  /** False runs the queue without workers (an API instance that only enqueues). */
  work?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue of outgoing messages (see startDeliveryService). */
    deliveries: DeliveryService;
  }
}

export interface DeliveryService {
  enqueueEmail(request: EmailRequest): Promise<Enqueued>;
  enqueueSms(request: SmsRequest): Promise<Enqueued>;
  enqueueFile(request: FileRequest): Promise<Enqueued>;
  /**
   * Runs after a file is verified on the server and before its delivery is marked sent; a listener that throws
   * sends the job round again (the transfer then finds the file in place and writes nothing).
   */
  onFileSent(listener: (sent: FileSent) => Promise<void>): void;
  /** Runs after each failed attempt of a file, so its owner can show the error (and, when final, the failure). */
  onFileFailed(listener: (failed: FileFailed) => Promise<void>): void;
  /** Queues a failed or stuck delivery again, as a new job; false when there is no such delivery in scope. */
  retry(id: string, partnerId: string | null): Promise<boolean>;
  /** Re-queues deliveries whose job is missing and marks those whose job gave up (see `sweep`). */
  sweep(): Promise<void>;
  /**
   * Runs `handler` once a day (03:15 UTC) on the same queue, on one instance at a time: pg-boss's cron schedule
   * creates one job per day whichever instances are running.
   */
  scheduleDaily(name: string, handler: () => Promise<void>): Promise<void>;
  /**
   * A self-rescheduling job per key (issue 28: one per EFT destination): `handler(key)` runs, then the next run is
   * queued `seconds` later as long as `handler` answers a number (null ends the chain). The queue is pg-boss's
   * `stately` policy with the key as singleton key, so whatever the instances and restarts there is at most one
   * waiting and one running job per key. Answers the function that starts (or keeps) the chain of a key.
   */
  repeating(
    name: string,
    handler: (key: string) => Promise<number | null>,
  ): Promise<(key: string, afterSeconds?: number) => Promise<void>>;
  stop(): Promise<void>;
}

interface SealedPayload {
  text: string;
  /** The sftp channel's file. */
  file?: { blobKey: string; fileName: string; digest: string; locationId: string | null; subjectId: string };
}

interface JobData {
  deliveryId: string;
}

function messageDomain(from: string | undefined): string {
  const match = /@([A-Za-z0-9.-]+)/.exec(from ?? '');
  return match?.[1] ?? 'ridgeline.local';
}

function parseFrom(from: string): { fromAddress: string; fromName: string | null } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  return match
    ? { fromName: match[1] || null, fromAddress: match[2]! }
    : { fromAddress: from, fromName: null };
}

/**
 * What a delivery row and its owner's screen say about a failed attempt: an outbound outcome or Ridgeline's own
 * refusal. Any other error may carry the far side's bytes, so it is only "temporary failure" (the log keeps it).
 */
function errorText(error: unknown): string {
  if (
    error instanceof OutboundFailure ||
    error instanceof PermanentDeliveryError ||
    error instanceof PermanentTransferError
  )
    return error.message.slice(0, 1000);
  return new OutboundFailure('temporary-failure').message;
}

/**
 * The durable job queue of every outgoing message: pg-boss on PostgreSQL, and the same pg-boss on the embedded
 * PGlite through `pgliteBossDb`. A delivery row is written first and its job second, with the job id stored on the
 * row, so a crash between the two is repaired by `sweep`. Delivery is at-least-once: a message whose acceptance
 * raced a crash is sent again with the same Message-ID.
 */
export async function startDeliveryService(options: DeliveryServiceOptions): Promise<DeliveryService> {
  const { database, secretBox, logger } = options;
  const db = database.db;
  const retryLimit = options.retryLimit ?? 8;
  const retryDelay = options.retryDelaySeconds ?? 30;
  const expireInSeconds = options.expireInSeconds ?? 120;
  const batchSize = options.batchSize ?? 4;
  const maintenanceIntervalSeconds = options.maintenanceIntervalSeconds ?? 60;
  const bossConfig = {
    schema: 'pgboss',
    maintenanceIntervalSeconds,
    monitorStateIntervalSeconds: Math.max(maintenanceIntervalSeconds, 60),
    // Completed jobs are history the deliveries table already keeps.
    archiveCompletedAfterSeconds: 3600,
  };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ ...bossConfig, db: pgliteBossDb(database.pglite!) as PgBoss.Db })
      : new PgBoss({ ...bossConfig, connectionString: database.url, max: 4 });
  boss.on('error', (error) => logger?.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const name of CHANNELS) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name);
  }
  const emailSender = new EmailSender(options.outboxDir);
  // SMTP_HOST is the deployment's own choice, not a stored setting: it may name an internal relay.
  const fallbackHost = options.smtpFallback?.host;
  if (fallbackHost) {
    allowOutbound(
      `${fallbackHost.includes(':') ? `[${fallbackHost}]` : fallbackHost}:${options.smtpFallback!.port}`,
    );
  }

  async function sendJob(channel: Channel, deliveryId: string, jobId: string, startAfter?: Date) {
    await boss.send(channel, { deliveryId } satisfies JobData, {
      id: jobId,
      retryLimit,
      retryDelay,
      retryBackoff: true,
      expireInSeconds,
      ...(startAfter ? { startAfter } : {}),
    });
  }

  const fileListeners: ((sent: FileSent) => Promise<void>)[] = [];
  const failureListeners: ((failed: FileFailed) => Promise<void>)[] = [];

  async function enqueue(
    channel: Channel,
    request: {
      to: string;
      subject: string;
      text: string;
      file?: SealedPayload['file'];
      partnerId?: string | null;
      idempotencyKey?: string;
      startAfter?: Date;
    },
    domain: string,
  ): Promise<Enqueued> {
    const id = randomUUID();
    const jobId = randomUUID();
    const idempotencyKey = request.idempotencyKey ?? `${channel}:${id}`;
    const messageId = `<${id}@${domain}>`;
    const [created] = await db
      .insert(deliveries)
      .values({
        id,
        partnerId: request.partnerId ?? null,
        channel,
        idempotencyKey,
        messageId,
        recipient: request.to,
        subject: request.subject,
        sealedPayload: secretBox.seal(
          JSON.stringify({ text: request.text, file: request.file } satisfies SealedPayload),
        ),
        jobId,
      })
      .onConflictDoNothing({ target: deliveries.idempotencyKey })
      .returning({ id: deliveries.id, messageId: deliveries.messageId });
    if (!created) {
      const [existing] = await db
        .select({ id: deliveries.id, messageId: deliveries.messageId })
        .from(deliveries)
        .where(eq(deliveries.idempotencyKey, idempotencyKey));
      return { ...existing!, created: false };
    }
    // Inside a partner request the delivery row is part of its transaction; the job goes to the queue (its own
    // connection, which on PGlite would wait for that transaction) once it has committed.
    await afterCommit(() => sendJob(channel, id, jobId, request.startAfter));
    return { ...created, created: true };
  }

  async function smtpEndpointFor(partnerId: string | null): Promise<SmtpEndpoint | undefined> {
    const scopes: SettingScope[] = partnerId
      ? [{ level: 'partner', partnerId }, { level: 'system' }]
      : [{ level: 'system' }];
    const setting = await resolveSetting(db, secretBox, 'smtp', scopes);
    if (setting) {
      const c = setting.config as Omit<SmtpEndpoint, 'password'>;
      return { ...c, password: setting.secrets['password'] };
    }
    const fallback = options.smtpFallback;
    if (fallback?.host) {
      return {
        host: fallback.host,
        port: fallback.port,
        secure: fallback.secure,
        ...parseFrom(fallback.from),
      };
    }
    return undefined;
  }

  async function smscEndpointFor(partnerId: string | null): Promise<SmscEndpoint> {
    const scopes: SettingScope[] = partnerId
      ? [{ level: 'partner', partnerId }, { level: 'system' }]
      : [{ level: 'system' }];
    const setting = await resolveSetting(db, secretBox, 'smsc', scopes);
    if (!setting || setting.config['enabled'] === false) throw new OutboundFailure('not-configured');
    const c = setting.config as Omit<SmscEndpoint, 'password'>;
    return { ...c, password: setting.secrets['password'] };
  }

  async function sftpEndpointFor(partnerId: string, locationId: string | null) {
    const scopes: SettingScope[] = [
      ...(locationId ? [{ level: 'location' as const, partnerId, locationId }] : []),
      { level: 'partner', partnerId },
      { level: 'system' },
    ];
    const setting = await resolveSetting(db, secretBox, 'sftp', scopes);
    if (!setting || setting.config['enabled'] === false || !String(setting.config['host'] ?? '').trim())
      throw new OutboundFailure('not-configured');
    const c = setting.config as Omit<SftpEndpoint, 'password' | 'privateKey'>;
    return {
      endpoint: { ...c, password: setting.secrets['password'], privateKey: setting.secrets['privateKey'] },
      pinned: setting.hostKeyFingerprint,
      scope: scopeKey(setting.scope),
    };
  }

  async function sendFile(deliveryId: string, partnerId: string, file: NonNullable<SealedPayload['file']>) {
    let result: TransferResult;
    let destinationScope = '';
    try {
      result = await transferStoredFile(options.blobStore, file, async () => {
        const destination = await sftpEndpointFor(partnerId, file.locationId);
        destinationScope = destination.scope;
        return destination;
      });
    } catch (error) {
      if (error instanceof PermanentTransferError) throw new PermanentDeliveryError(error.message);
      throw error;
    }
    for (const listener of fileListeners)
      await listener({ deliveryId, subjectId: file.subjectId, result, destinationScope });
  }

  async function deliver(channel: Channel, job: PgBoss.JobWithMetadata<JobData>) {
    const [delivery] = await db.select().from(deliveries).where(eq(deliveries.id, job.data.deliveryId));
    // Sent already (a retried job after a crash between sending and completing): at-least-once stops here.
    if (!delivery || delivery.status === 'sent' || delivery.jobId !== job.id) return;
    const payload = JSON.parse(secretBox.open(delivery.sealedPayload)) as SealedPayload;
    await db
      .update(deliveries)
      .set({ attempts: sql`${deliveries.attempts} + 1`, updatedAt: new Date() })
      .where(eq(deliveries.id, delivery.id));
    try {
      if (channel === 'email') {
        await emailSender.send(await smtpEndpointFor(delivery.partnerId), {
          messageId: delivery.messageId,
          to: delivery.recipient,
          subject: delivery.subject,
          text: payload.text,
        });
      } else if (channel === 'sftp') {
        await sendFile(delivery.id, delivery.partnerId!, payload.file!);
      } else {
        await sendSms(await smscEndpointFor(delivery.partnerId), {
          messageId: delivery.messageId,
          to: delivery.recipient,
          text: payload.text,
        });
      }
    } catch (error) {
      const permanent =
        error instanceof PermanentDeliveryError || (error instanceof OutboundFailure && error.permanent);
      const lastAttempt = permanent || job.retryCount >= job.retryLimit;
      await db
        .update(deliveries)
        .set({
          status: lastAttempt ? 'failed' : 'retrying',
          lastError: errorText(error),
          updatedAt: new Date(),
        })
        .where(eq(deliveries.id, delivery.id));
      logger?.warn({ deliveryId: delivery.id, channel, err: error, lastAttempt }, 'delivery attempt failed');
      if (channel === 'sftp' && payload.file) {
        for (const listener of failureListeners) {
          await listener({
            deliveryId: delivery.id,
            subjectId: payload.file.subjectId,
            error: errorText(error),
            final: lastAttempt,
          }).catch((failure: unknown) => logger?.error({ err: failure }, 'file failure listener failed'));
        }
      }
      if (permanent) return;
      throw error;
    }
    await db
      .update(deliveries)
      .set({ status: 'sent', sentAt: new Date(), updatedAt: new Date() })
      .where(eq(deliveries.id, delivery.id));
  }

  const workers = options.work === false ? 0 : (options.workers ?? 1);
  for (let worker = 0; worker < workers; worker++) {
    for (const channel of CHANNELS) {
      await boss.work<JobData>(
        channel,
        {
          batchSize,
          includeMetadata: true,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
        },
        async (jobs) => {
          // Each job of the batch succeeds or fails on its own; pg-boss then completes the ones still active.
          await Promise.all(
            jobs.map(async (job) => {
              try {
                await deliver(channel, job);
              } catch (error) {
                await boss.fail(channel, job.id, { message: errorText(error) });
              }
            }),
          );
        },
      );
    }
  }

  async function sweep() {
    // A job that pg-boss gave up on without our handler (the last attempt expired): the delivery is dead.
    await db.execute(sql`
      update deliveries d set status = 'failed', updated_at = now(),
        last_error = coalesce(d.last_error, 'the last attempt did not finish')
      from pgboss.job j
      where j.id = d.job_id and j.name = d.channel and j.state = 'failed' and d.status in ('queued', 'retrying')`);
    // A delivery whose job was never written (a crash between the two inserts) gets it now.
    const orphans = await db
      .select({ id: deliveries.id, channel: deliveries.channel, jobId: deliveries.jobId })
      .from(deliveries)
      .where(
        and(
          inArray(deliveries.status, ['queued', 'retrying']),
          sql`${deliveries.updatedAt} < now() - interval '30 seconds'`,
          sql`not exists (select 1 from pgboss.job j where j.id = ${deliveries.jobId} and j.name = ${deliveries.channel})`,
        ),
      )
      .limit(500);
    for (const orphan of orphans) await sendJob(orphan.channel, orphan.id, orphan.jobId);
  }

  const sweeper = setInterval(() => {
    sweep().catch((error: unknown) => logger?.error({ err: error }, 'delivery sweep failed'));
  }, maintenanceIntervalSeconds * 1000);
  sweeper.unref();

  return {
    enqueueEmail: (request) => enqueue('email', request, messageDomain(options.smtpFallback?.from)),
    enqueueSms: (request) => enqueue('sms', { ...request, subject: '' }, 'sms.ridgeline.local'),
    enqueueFile: (request) =>
      enqueue(
        'sftp',
        {
          to: request.fileName,
          subject: `EFT file ${request.fileName}`,
          text: '',
          partnerId: request.partnerId,
          idempotencyKey: request.idempotencyKey ?? `sftp:${request.subjectId}:${request.digest}`,
          file: {
            blobKey: request.blobKey,
            fileName: request.fileName,
            digest: request.digest,
            locationId: request.locationId,
            subjectId: request.subjectId,
          },
        },
        'eft.ridgeline.local',
      ),
    onFileSent: (listener) => {
      fileListeners.push(listener);
    },
    onFileFailed: (listener) => {
      failureListeners.push(listener);
    },
    async retry(id, partnerId) {
      const jobId = randomUUID();
      const [row] = await db
        .update(deliveries)
        .set({ status: 'queued', jobId, lastError: null, updatedAt: new Date() })
        .where(
          and(
            eq(deliveries.id, id),
            partnerId === null ? sql`true` : eq(deliveries.partnerId, partnerId),
            inArray(deliveries.status, ['failed', 'retrying', 'queued']),
          ),
        )
        .returning({ channel: deliveries.channel });
      if (!row) return false;
      const channel = row.channel;
      await afterCommit(() => sendJob(channel, id, jobId));
      return true;
    },
    sweep,
    async scheduleDaily(name, handler) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name);
      await boss.schedule(name, '15 3 * * *', {}, { tz: 'UTC' });
      if (workers > 0) {
        await boss.work(name, { pollingIntervalSeconds: 60 }, async () => {
          await handler();
        });
      }
    },
    async repeating(name, handler) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, policy: 'stately' });
      const start = async (key: string, afterSeconds = 0) => {
        // null when a job of this key is already waiting: the chain exists.
        await boss.send(name, { key }, { singletonKey: key, startAfter: afterSeconds, retryLimit: 0 });
      };
      if (workers > 0) {
        await boss.work<{ key: string }>(
          name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
          async ([job]) => {
            if (!job) return;
            let next: number | null;
            try {
              next = await handler(job.data.key);
            } catch (error) {
              // A failed run (a server down) is not the end of the chain: the next run is the retry.
              logger?.warn({ err: error, key: job.data.key }, `${name} failed`);
              next = 60;
            }
            if (next !== null) await start(job.data.key, next);
          },
        );
      }
      return start;
    },
    async stop() {
      clearInterval(sweeper);
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      emailSender.close();
    },
  };
}
