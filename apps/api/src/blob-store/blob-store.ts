/** A stored object: its bytes and the media type it was stored with. */
export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where files (logos, images, prints, EFT files, PDFs) live: a folder under DATA_DIR on one machine, an
 * S3-compatible bucket when several API instances share the files. Keys are opaque, slash-separated names chosen
 * by the API (never by a client).
 */
export interface BlobStore {
  readonly kind: 'folder' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when no object has that key. */
  get(key: string): Promise<StoredBlob | null>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys never climb out of the store (`..`, absolute paths) whatever the caller passes. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`unsafe blob key: ${JSON.stringify(key)}`);
  }
}
