import { createHash, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { BlobStore } from '../blob-store/blob-store';
import type { Db } from '../db/database';
import { afterCommit } from '../db/request-transaction';
import { files } from '../db/schema';
import { brandingFileUrl } from './file-urls';

export type FileRow = typeof files.$inferSelect;

export interface CheckedUpload {
  bytes: Buffer;
  mimeType: string;
}

/** One file to store: its bytes and type, whose it is and what for. */
export interface FileInput {
  partnerId: string | null;
  purpose: FileRow['purpose'];
  bytes: Uint8Array;
  contentType: string;
  /** A fixed id and blob key (a content-addressed file): a row already stored under the id wins, its blob stays. */
  fixed?: { id: string; blobKey: string };
}

/** A stored file's row and the SHA-256 of its bytes (hex), for the audit trail and the EFT's transfer. */
export type StoredFile = FileRow & { sha256: string };

/** What a `withFiles` transaction may do with files. */
export interface FileWriter {
  /** Puts the bytes in the blob store, then records them in the transaction. */
  store(input: FileInput): Promise<StoredFile>;
  /** The same for several files: the blobs are written side by side, the rows in one insert. */
  storeAll(inputs: readonly FileInput[]): Promise<StoredFile[]>;
  /** Deletes the rows in the transaction; their blobs go once it has committed. */
  remove(fileIds: readonly string[]): Promise<void>;
}

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * The one way a file is stored (a blob and its `files` row): `work` runs in a transaction of `db` (a savepoint of
 * the request's transaction in the partner area) with a writer whose files commit with it. If it throws, the blobs
 * it wrote are discarded, so no orphan bytes stay behind; blobs of removed files go only after the commit.
 */
export async function withFiles<T>(
  db: Db,
  blobs: BlobStore,
  work: (tx: Db, files: FileWriter) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  const removed: string[] = [];
  let result: T;
  try {
    result = await db.transaction((tx) => work(tx as unknown as Db, fileWriter(tx as unknown as Db)));
  } catch (error) {
    await discardBlobs(blobs, written);
    throw error;
  }
  await afterCommit(() => discardBlobs(blobs, removed));
  return result;

  function fileWriter(tx: Db): FileWriter {
    const storeAll = async (inputs: readonly FileInput[]): Promise<StoredFile[]> => {
      if (inputs.length === 0) return [];
      const planned = inputs.map((input) => {
        const id = input.fixed?.id ?? randomUUID();
        return { input, id, blobKey: input.fixed?.blobKey ?? `${input.partnerId ?? 'system'}/${id}` };
      });
      const fixedIds = planned.filter(({ input }) => input.fixed).map(({ id }) => id);
      const present =
        fixedIds.length === 0 ? [] : await tx.select().from(files).where(inArray(files.id, fixedIds));
      for (const { input, blobKey } of planned) if (!input.fixed) written.push(blobKey);
      await Promise.all(
        planned
          .filter(({ id }) => !present.some((row) => row.id === id))
          .map(({ input, blobKey }) => blobs.put(blobKey, input.bytes, input.contentType)),
      );
      const values = planned.map(({ input, id, blobKey }) => ({
        id,
        partnerId: input.partnerId,
        purpose: input.purpose,
        blobKey,
        contentType: input.contentType,
        size: input.bytes.length,
      }));
      const inserted = await tx
        .insert(files)
        .values(values)
        .onConflictDoNothing({ target: files.id })
        .returning();
      return values.map((value, index) => ({
        ...([...inserted, ...present].find((row) => row.id === value.id) ?? {
          ...value,
          createdAt: new Date(),
        }),
        sha256: sha256Hex(planned[index]?.input.bytes ?? new Uint8Array()),
      }));
    };
    return {
      storeAll,
      store: async (input) => {
        const [stored] = await storeAll([input]);
        if (!stored) throw new Error('file store returned no file');
        return stored;
      },
      remove: async (fileIds) => {
        if (fileIds.length === 0) return;
        const gone = await tx
          .delete(files)
          .where(inArray(files.id, [...fileIds]))
          .returning({ blobKey: files.blobKey });
        removed.push(...gone.map((file) => file.blobKey));
      },
    };
  }
}

/** A branding image (a logo, a favicon, a location, group or service picture), stored and answered as its URL. */
export async function storeBrandingImage(
  files: FileWriter,
  partnerId: string,
  upload: CheckedUpload,
): Promise<string> {
  const stored = await files.store({
    partnerId,
    purpose: 'branding',
    bytes: upload.bytes,
    contentType: upload.mimeType,
  });
  return brandingFileUrl(stored.id);
}

/** One file stored on its own (in its own transaction, a savepoint of the request's). */
export const storeFile = (db: Db, blobs: BlobStore, input: FileInput): Promise<StoredFile> =>
  withFiles(db, blobs, (_tx, files) => files.store(input));

/** A file's bytes by its id, or null when its row or its blob is gone. */
export async function fileBytes(
  db: Db,
  blobs: BlobStore,
  fileId: string,
): Promise<{ file: FileRow; bytes: Buffer } | null> {
  const [file] = await db.select().from(files).where(eq(files.id, fileId));
  const blob = file ? await blobs.get(file.blobKey) : null;
  return file && blob ? { file, bytes: blob.bytes } : null;
}

/** Best effort: blobs of a rolled-back transaction or of removed files. */
async function discardBlobs(blobs: BlobStore, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => blobs.delete(key).catch(() => undefined)));
}
