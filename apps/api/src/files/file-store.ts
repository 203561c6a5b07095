import { randomUUID } from 'node:crypto';
import type { BlobStore } from '../blob-store/blob-store';
import type { Db } from '../db/database';
import { files } from '../db/schema';

export type FileRow = typeof files.$inferSelect;

export interface CheckedUpload {
  bytes: Buffer;
  mimeType: string;
}

/**
 * Stores the bytes in the blob store and records them. Call it inside the transaction that references the file:
 * if the transaction fails, `discard` the blob keys it returned so no orphan bytes stay behind.
 */
export async function storeFile(
  db: Db,
  blobs: BlobStore,
  input: { partnerId: string | null; purpose: FileRow['purpose']; upload: CheckedUpload },
): Promise<FileRow> {
  const id = randomUUID();
  const blobKey = `${input.partnerId ?? 'system'}/${id}`;
  await blobs.put(blobKey, input.upload.bytes, input.upload.mimeType);
  const [row] = await db
    .insert(files)
    .values({
      id,
      partnerId: input.partnerId,
      purpose: input.purpose,
      blobKey,
      contentType: input.upload.mimeType,
      size: input.upload.bytes.length,
    })
    .returning();
  if (!row) throw new Error('file insert returned no row');
  return row;
}

/** Best effort: blobs of a rolled-back transaction. */
export async function discardBlobs(blobs: BlobStore, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => blobs.delete(key).catch(() => undefined)));
}
