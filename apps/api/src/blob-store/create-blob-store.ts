import path from 'node:path';
import type { BlobStore } from './blob-store';
import { folderBlobStore } from './folder-blob-store';
import { s3BlobStore, type S3Settings } from './s3-blob-store';

export interface BlobStoreConfig {
  /** The folder store's root; DATA_DIR/files by default. */
  dataDir: string;
  /** Set (S3_BUCKET and friends) to keep files in an S3-compatible bucket instead. */
  s3?: S3Settings | undefined;
}

export function createBlobStore(config: BlobStoreConfig): BlobStore {
  return config.s3 ? s3BlobStore(config.s3) : folderBlobStore(path.join(config.dataDir, 'files'));
}
