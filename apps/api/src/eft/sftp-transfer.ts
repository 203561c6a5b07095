import { posix } from 'node:path';
import type { Client, SFTPWrapper, Stats } from 'ssh2';
import type { BlobStore } from '../blob-store/blob-store';
import { connectSsh, sftpStatusFailure, type SftpEndpoint } from '../delivery-settings/sftp-probe';
import { sha256Hex } from '../files/file-store';
import { OutboundFailure } from '../outbound/outbound-failure';

/** A failure no retry can mend (refused credentials, a host key that is not the pinned one, a name taken). */
export class PermanentTransferError extends Error {
  override name = 'PermanentTransferError';
}

export interface TransferRequest {
  /** The final name in the remote folder; the file is written under a temporary name first. */
  fileName: string;
  data: Uint8Array;
}

export interface TransferResult {
  remotePath: string;
  bytes: number;
  /** sha256 of the bytes, hex, read back from the server. */
  digest: string;
  /** True when an earlier attempt had already put this very file in place (a retry after a crash). */
  alreadyPresent: boolean;
}

const CHUNK = 32 * 1024;

function call<T>(fn: (callback: (error: Error | null | undefined, value?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) =>
    fn((error, value) => (error ? reject(error) : resolve(value as T))),
  );
}

async function statOrNull(sftp: SFTPWrapper, path: string): Promise<Stats | null> {
  try {
    return await call<Stats>((cb) => sftp.stat(path, cb));
  } catch (error) {
    if ((error as { code?: number }).code === 2) return null; // SSH_FX_NO_SUCH_FILE
    throw error;
  }
}

async function remoteDigest(sftp: SFTPWrapper, path: string): Promise<string> {
  const bytes = await call<Buffer>((cb) => sftp.readFile(path, cb));
  return sha256Hex(bytes);
}

async function writeAll(sftp: SFTPWrapper, path: string, data: Uint8Array): Promise<void> {
  const handle = await call<Buffer>((cb) => sftp.open(path, 'w', cb));
  try {
    const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    for (let offset = 0; offset < buffer.length; offset += CHUNK) {
      const length = Math.min(CHUNK, buffer.length - offset);
      await call((cb) => sftp.write(handle, buffer, offset, length, offset, cb));
    }
  } finally {
    await call((cb) => sftp.close(handle, cb)).catch(() => undefined);
  }
}

/** A stored file as the delivery queue holds it: where its bytes are, the digest it was queued with, its name. */
export interface QueuedFile {
  blobKey: string;
  digest: string;
  fileName: string;
}

/**
 * The send stage's transfer, which the delivery queue's sftp channel calls for each attempt: the stored bytes,
 * refused for good if they are gone or no longer match the digest they were queued with, put on the server the
 * queue names (`destination`, resolved only for a file that can be sent).
 */
export async function transferStoredFile(
  blobs: BlobStore | undefined,
  file: QueuedFile,
  destination: () => Promise<{ endpoint: SftpEndpoint; pinned: string | null }>,
): Promise<TransferResult> {
  const stored = await blobs?.get(file.blobKey);
  if (!stored) throw new PermanentTransferError(`the file ${file.blobKey} is not in the file store`);
  if (sha256Hex(stored.bytes) !== file.digest) {
    throw new PermanentTransferError(
      `the stored ${file.fileName} no longer matches the digest it was queued with`,
    );
  }
  const { endpoint, pinned } = await destination();
  return transferFile(endpoint, pinned, { fileName: file.fileName, data: stored.bytes });
}

/**
 * Puts one file on an SFTP server so that, however often it is called and wherever an attempt dies, the folder
 * ends with exactly one complete copy under the final name and no partial file under it: the bytes go to a
 * temporary name, their digest is read back, and only then is the file renamed. A retry that finds the
 * final name already holding the same digest (the previous attempt died after the rename) succeeds without writing.
 * A final name holding other bytes is never overwritten.
 */
export async function transferFile(
  endpoint: SftpEndpoint,
  pinnedFingerprint: string | null,
  request: TransferRequest,
  timeoutMs = 30_000,
): Promise<TransferResult> {
  const digest = sha256Hex(request.data);
  const folder = endpoint.remoteDirectory || '.';
  const finalPath = posix.join(folder, request.fileName);
  // Named after the digest: a retry of the same file reuses (truncates) the same temporary name.
  const tempPath = posix.join(folder, `.${request.fileName}.${digest.slice(0, 16)}.part`);
  const client = await connectSsh(endpoint, pinnedFingerprint, timeoutMs);
  // A link that drops mid-request leaves ssh2's callbacks unanswered: the close ends the attempt instead.
  const lost = new Promise<never>((_, reject) => {
    const fail = () => reject(new OutboundFailure('temporary-failure'));
    client.on('error', fail);
    client.on('close', fail);
  });
  lost.catch(() => undefined);
  try {
    return await Promise.race([lost, putFile(client, finalPath, tempPath, digest, request)]);
  } catch (error) {
    if (error instanceof PermanentTransferError) throw error;
    throw sftpStatusFailure(error);
  } finally {
    client.end();
  }
}

async function putFile(
  client: Client,
  finalPath: string,
  tempPath: string,
  digest: string,
  request: TransferRequest,
): Promise<TransferResult> {
  {
    const sftp = await call<SFTPWrapper>((cb) => client.sftp(cb));
    const present = await statOrNull(sftp, finalPath);
    if (present) {
      if (present.size === request.data.byteLength && (await remoteDigest(sftp, finalPath)) === digest) {
        await call((cb) => sftp.unlink(tempPath, cb)).catch(() => undefined);
        return { remotePath: finalPath, bytes: present.size, digest, alreadyPresent: true };
      }
      throw new PermanentTransferError(`${finalPath} already holds a different file on the server`);
    }
    try {
      await writeAll(sftp, tempPath, request.data);
      // The digest read back catches a copy the server kept short as well as one altered on the way.
      const readBack = await remoteDigest(sftp, tempPath);
      if (readBack !== digest) throw new Error(`${tempPath} reads back with another digest (${readBack})`);
    } catch (error) {
      // Free the space a partial file takes (a full disk above all); the next attempt rewrites it anyway.
      await call((cb) => sftp.unlink(tempPath, cb)).catch(() => undefined);
      throw error;
    }
    try {
      await call((cb) => sftp.rename(tempPath, finalPath, cb));
    } catch (error) {
      // A concurrent attempt may have renamed its identical copy first.
      const raced = await statOrNull(sftp, finalPath);
      if (!raced || (await remoteDigest(sftp, finalPath)) !== digest) throw error;
      await call((cb) => sftp.unlink(tempPath, cb)).catch(() => undefined);
      return { remotePath: finalPath, bytes: raced.size, digest, alreadyPresent: true };
    }
    return { remotePath: finalPath, bytes: request.data.byteLength, digest, alreadyPresent: false };
  }
}
