import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type AppDependencies } from '../app';
import type { BlobStore } from '../blob-store/blob-store';
import { folderBlobStore } from '../blob-store/folder-blob-store';
import type { Database } from '../db/database';
import type { MailMessage } from '../mail/mailer';
import { contractMismatches } from './contract-responses';
import { demoSessions, type DemoSessions } from './sessions';
import { fakeClock, type FakeClock } from './fake-clock';
import { openTestDatabaseWithDemoData } from './test-database';

// Signing in lives in sessions.ts; these stay importable from here for the files that start the app and sign in.
export { authHeaders, signIn, xsrfOf, type Session } from './sessions';

export interface AuthTestApp {
  app: FastifyInstance;
  database: Database;
  clock: FakeClock;
  mails: MailMessage[];
  /** The stored files, in a folder of this test file's own. */
  blobs: BlobStore;
  /** Answers that strayed from openapi/; test/contract-check.setup.ts already fails the file when any is left. */
  contractMismatches: string[];
  close(): Promise<void>;
}

/**
 * A migrated database with the demo data, an app on a fake clock and the e-mails it would have sent. Every answer
 * of the app is checked against the contract by test/contract-check.setup.ts.
 */
export interface AuthTestAppOptions {
  logger?: FastifyBaseLogger;
  /** Settings on top of the test defaults (a trusted proxy, raised public limits). */
  config?: Partial<
    Pick<
      AppDependencies['config'],
      'trustProxy' | 'publicBooking' | 'publicUrl' | 'secretsKey' | 'paymentEndpoint'
    >
  >;
}

export async function startAuthTestApp(options: AuthTestAppOptions = {}): Promise<AuthTestApp> {
  const database = await openTestDatabaseWithDemoData();
  const clock = fakeClock();
  const mails: MailMessage[] = [];
  const blobDir = await mkdtemp(path.join(os.tmpdir(), 'rl-test-files-'));
  const blobs = folderBlobStore(blobDir);
  const app = await buildApp({
    blobs,
    config: { webDistDir: '/nonexistent-web-dist', ...options.config },
    database,
    now: clock.now,
    ...(options.logger ? { logger: options.logger } : {}),
    mailer: {
      send: async (message) => {
        mails.push(message);
      },
    },
  });
  return {
    app,
    database,
    clock,
    mails,
    blobs,
    contractMismatches: contractMismatches(),
    close: async () => {
      await app.close();
      await database.close();
      await rm(blobDir, { recursive: true, force: true });
    },
  };
}

/**
 * This test file's app (see `startAuthTestApp`): started before the file's tests and handed to `ready` for the
 * file's own set-up, closed after them. An answer that strayed from the contract fails the file.
 */
export function useAuthTestApp(
  ready: (t: AuthTestApp) => void | Promise<void>,
  options: AuthTestAppOptions = {},
): void {
  let started: AuthTestApp | undefined;
  beforeAll(async () => {
    started = await startAuthTestApp(options);
    await ready(started);
  });
  afterAll(async () => {
    expect(started?.contractMismatches ?? []).toEqual([]);
    await started?.close();
  });
}

/** An object that forwards to the value given it later (what a beforeAll starts), so a test file can name it first. */
function lateBound<T extends object>(what: string): { value: T; bind(target: T): void } {
  let target: T | undefined;
  const bound = (): T => {
    if (!target) throw new Error(`${what} is used before the test app started`);
    return target;
  };
  const value = new Proxy({} as T, {
    get: (_empty, key) => Reflect.get(bound(), key),
    set: (_empty, key, next) => Reflect.set(bound(), key, next),
  });
  return {
    value,
    bind: (next) => {
      target = next;
    },
  };
}

/**
 * The set-up most API test files share: the app on the demo data and the demo users' sessions
 * (`const { t, s } = useDemoTestApp()`); `ready` adds the file's own rows once both exist.
 */
export function useDemoTestApp(ready?: (t: AuthTestApp, s: DemoSessions) => void | Promise<void>): {
  t: AuthTestApp;
  s: DemoSessions;
} {
  const app = lateBound<AuthTestApp>('the test app');
  const sessions = lateBound<DemoSessions>('the demo sessions');
  useAuthTestApp(async (started) => {
    app.bind(started);
    sessions.bind(await demoSessions(started.app, started.database.db));
    await ready?.(app.value, sessions.value);
  });
  return { t: app.value, s: sessions.value };
}
