import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../blob-store/blob-store';
import { folderBlobStore } from '../blob-store/folder-blob-store';
import type { Database } from '../db/database';
import { files } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { storeFile, withFiles, type StoredFile } from './file-store';

let database: Database;
let blobs: BlobStore;
let dir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'rl-file-store-'));
  blobs = folderBlobStore(dir);
}, 60_000);
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

const text = (value: string) => ({
  partnerId: null,
  purpose: 'private' as const,
  bytes: Buffer.from(value),
  contentType: 'text/plain',
});

const rowOf = async (id: string) => (await database.db.select().from(files).where(eq(files.id, id)))[0];

describe('the file store', () => {
  it('stores the blob and its row and answers the SHA-256 of the bytes', async () => {
    const stored = await storeFile(database.db, blobs, text('abc'));
    // FIPS 180-2, appendix B.1: SHA-256("abc").
    expect(stored.sha256).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await rowOf(stored.id)).toMatchObject({ size: 3, contentType: 'text/plain', purpose: 'private' });
    expect((await blobs.get(stored.blobKey))?.bytes.toString()).toBe('abc');
  });

  it('leaves neither blob nor row behind when the transaction that stored them throws', async () => {
    let stored: StoredFile[] = [];
    await expect(
      withFiles(database.db, blobs, async (_tx, writer) => {
        stored = await writer.storeAll([text('one'), text('two')]);
        throw new Error('the change after the files failed');
      }),
    ).rejects.toThrow('the change after the files failed');
    expect(stored).toHaveLength(2);
    for (const file of stored) {
      expect(await rowOf(file.id)).toBeUndefined();
      expect(await blobs.get(file.blobKey)).toBeNull();
    }
  });

  it('removes a file: its row in the transaction, its blob once it has committed, and not if it rolls back', async () => {
    const kept = await storeFile(database.db, blobs, text('kept'));
    await expect(
      withFiles(database.db, blobs, async (_tx, writer) => {
        await writer.remove([kept.id]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rowOf(kept.id)).toBeDefined();
    expect((await blobs.get(kept.blobKey))?.bytes.toString()).toBe('kept');
    await withFiles(database.db, blobs, (_tx, writer) => writer.remove([kept.id]));
    expect(await rowOf(kept.id)).toBeUndefined();
    expect(await blobs.get(kept.blobKey)).toBeNull();
  });

  it('stores a content-addressed file once, however often it is stored', async () => {
    const fixed = { id: '6f1d6c1e-0000-4000-8000-00000000a9e1', blobKey: 'system/agent-test-package' };
    const first = await storeFile(database.db, blobs, { ...text('package'), fixed });
    const again = await storeFile(database.db, blobs, { ...text('package'), fixed });
    expect(again.id).toBe(first.id);
    expect(again.createdAt).toEqual(first.createdAt);
    expect(await database.db.select().from(files).where(eq(files.id, fixed.id))).toHaveLength(1);
    expect((await blobs.get(fixed.blobKey))?.bytes.toString()).toBe('package');
  });
});
