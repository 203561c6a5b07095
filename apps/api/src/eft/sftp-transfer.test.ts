import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SftpEndpoint } from '../delivery-settings/sftp-probe';
import { startSftpDiskServer, type SftpDiskServer } from '@ridgeline/test-support';
import { PermanentTransferError, transferFile, transferStoredFile } from './sftp-transfer';
import { folderBlobStore } from '../blob-store/folder-blob-store';
import { allowOutbound } from '../outbound/outbound-guard';

const file = randomBytes(600 * 1024);
const digest = createHash('sha256').update(file).digest('hex');
let root: string;
let server: SftpDiskServer;
let endpoint: SftpEndpoint;

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'sftp-transfer-'));
  server = await startSftpDiskServer({ root, username: 'eft', password: 'secret' });
  allowOutbound(`127.0.0.1:${server.port}`);
  endpoint = {
    host: '127.0.0.1',
    port: server.port,
    username: 'eft',
    password: 'secret',
    remoteDirectory: '/',
  };
});
afterEach(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

/** What the acceptance asks after every fault: one complete file with the right digest, nothing else. */
function expectExactlyOneCompleteFile() {
  expect(server.listing()).toEqual([{ name: 'TCN1.eft', size: file.length }]);
  expect(
    createHash('sha256')
      .update(readFileSync(path.join(root, 'TCN1.eft')))
      .digest('hex'),
  ).toBe(digest);
}

describe('transferFile', () => {
  it('puts the file under its final name, read back with its digest, leaving no temporary file', async () => {
    const result = await transferFile(endpoint, null, { fileName: 'TCN1.eft', data: file });
    expect(result).toEqual({ remotePath: '/TCN1.eft', bytes: file.length, digest, alreadyPresent: false });
    expectExactlyOneCompleteFile();
  });

  it('a retry after the link dropped mid-upload leaves one complete file', async () => {
    server.faults.dropAfterBytes = 200 * 1024;
    await expect(transferFile(endpoint, null, { fileName: 'TCN1.eft', data: file })).rejects.toThrow();
    // The final name never held a partial file.
    expect(server.listing().map((entry) => entry.name)).not.toContain('TCN1.eft');
    await transferFile(endpoint, null, { fileName: 'TCN1.eft', data: file });
    expectExactlyOneCompleteFile();
  });

  it('fails while the server is down and succeeds once it is back', async () => {
    server.faults.refuseConnections = 2;
    await expect(
      transferFile(endpoint, null, { fileName: 'TCN1.eft', data: file }),
    ).rejects.not.toBeInstanceOf(PermanentTransferError);
    await expect(transferFile(endpoint, null, { fileName: 'TCN1.eft', data: file })).rejects.toThrow();
    await transferFile(endpoint, null, { fileName: 'TCN1.eft', data: file });
    expectExactlyOneCompleteFile();
  });

  it("a full disk fails with the SFTP status code (never the server's text), frees what it wrote, and succeeds once there is room", async () => {
    server.faults.quotaBytes = 100 * 1024;
    // SSH_FX_FAILURE is 4 (draft-ietf-secsh-filexfer-02, section 7).
    await expect(transferFile(endpoint, null, { fileName: 'TCN1.eft', data: file })).rejects.toThrow(
      /^temporary failure \(SFTP status 4\)$/,
    );
    expect(server.listing()).toEqual([]);
    server.faults.quotaBytes = null;
    await transferFile(endpoint, null, { fileName: 'TCN1.eft', data: file });
    expectExactlyOneCompleteFile();
  });

  it('sending the same file again writes nothing and reports it present', async () => {
    await transferFile(endpoint, null, { fileName: 'TCN1.eft', data: file });
    const written = server.bytesWritten;
    const again = await transferFile(endpoint, null, { fileName: 'TCN1.eft', data: file });
    expect(again.alreadyPresent).toBe(true);
    expect(server.bytesWritten).toBe(written);
    expectExactlyOneCompleteFile();
  });

  it('never overwrites another file under the same name', async () => {
    await transferFile(endpoint, null, { fileName: 'TCN1.eft', data: file });
    const other = randomBytes(1000);
    await expect(transferFile(endpoint, null, { fileName: 'TCN1.eft', data: other })).rejects.toBeInstanceOf(
      PermanentTransferError,
    );
    expectExactlyOneCompleteFile();
  });

  it('refused credentials and a host key other than the pinned one are permanent failures', async () => {
    await expect(
      transferFile({ ...endpoint, password: 'wrong' }, null, { fileName: 'TCN1.eft', data: file }),
    ).rejects.toMatchObject({ outcome: 'authentication-failed', permanent: true });
    await expect(
      transferFile(endpoint, 'SHA256:not-this-one', { fileName: 'TCN1.eft', data: file }),
    ).rejects.toMatchObject({ outcome: 'host-key-mismatch', permanent: true });
    expect(server.listing()).toEqual([]);
  });
});

// Kept after the other tests, so the mutation runs' results for those stay matched to them (docs/mutation-testing.md).
describe('what the server stores is checked before the file gets its name', () => {
  it('bytes altered on the way are caught by the digest read back: no file under the name, and the retry puts one', async () => {
    server.faults.corruptWrites = 1;
    const failed = await transferFile(endpoint, null, { fileName: 'TCN1.eft', data: file }).catch(
      (error: unknown) => error,
    );
    expect(failed).toMatchObject({ outcome: 'temporary-failure', permanent: false });
    // Nothing under the final name, and the altered temporary copy is gone too.
    expect(server.listing()).toEqual([]);
    await transferFile(endpoint, null, { fileName: 'TCN1.eft', data: file });
    expectExactlyOneCompleteFile();
  });

  it('a server that keeps a byte less than it was sent fails the attempt the same way, and the retry puts one', async () => {
    server.faults.shortFiles = 1;
    await expect(transferFile(endpoint, null, { fileName: 'TCN1.eft', data: file })).rejects.toMatchObject({
      permanent: false,
    });
    expect(server.listing()).toEqual([]);
    await transferFile(endpoint, null, { fileName: 'TCN1.eft', data: file });
    expectExactlyOneCompleteFile();
  });

  it('an identical copy another attempt renamed first counts as sent; a different one is an error', async () => {
    server.faults.writeDelayMs = 5;
    const racing = transferFile(endpoint, null, { fileName: 'TCN1.eft', data: file });
    // The other attempt finishes while this one is still writing its temporary copy.
    while (server.bytesWritten === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    writeFileSync(path.join(root, 'TCN1.eft'), file);
    expect(await racing).toEqual({
      remotePath: '/TCN1.eft',
      bytes: file.length,
      digest,
      alreadyPresent: true,
    });
    expectExactlyOneCompleteFile();

    const other = randomBytes(1000);
    const losing = transferFile(endpoint, null, { fileName: 'TCN2.eft', data: file });
    while (server.listing().every((entry) => !entry.name.endsWith('.part')))
      await new Promise((resolve) => setTimeout(resolve, 2));
    writeFileSync(path.join(root, 'TCN2.eft'), other);
    await expect(losing).rejects.toMatchObject({ permanent: false });
    expect(readFileSync(path.join(root, 'TCN2.eft'))).toEqual(other);
  });

  it('an endpoint without a remote folder puts the file in the login folder', async () => {
    const result = await transferFile({ ...endpoint, remoteDirectory: '' }, null, {
      fileName: 'TCN1.eft',
      data: file,
    });
    expect(result.remotePath).toBe('TCN1.eft');
    expectExactlyOneCompleteFile();
  });
});

describe('transferStoredFile', () => {
  const queued = { blobKey: 'eft/TCN1.eft', digest, fileName: 'TCN1.eft' };
  const destination = async () => ({ endpoint, pinned: null });

  it('sends the stored bytes that still match the digest they were queued with', async () => {
    const blobs = folderBlobStore(mkdtempSync(path.join(tmpdir(), 'sftp-blobs-')));
    await blobs.put(queued.blobKey, file, 'application/octet-stream');
    expect((await transferStoredFile(blobs, queued, destination)).digest).toBe(digest);
    expectExactlyOneCompleteFile();
  });

  it('refuses for good a file gone from the store or changed since it was queued, without connecting', async () => {
    const blobs = folderBlobStore(mkdtempSync(path.join(tmpdir(), 'sftp-blobs-')));
    let asked = 0;
    const counted = async () => {
      asked += 1;
      return destination();
    };
    await expect(transferStoredFile(blobs, queued, counted)).rejects.toThrow(
      new PermanentTransferError('the file eft/TCN1.eft is not in the file store'),
    );
    await expect(transferStoredFile(undefined, queued, counted)).rejects.toBeInstanceOf(
      PermanentTransferError,
    );
    const changed = Buffer.from(file);
    changed[0] = changed[0]! ^ 1;
    await blobs.put(queued.blobKey, changed, 'application/octet-stream');
    await expect(transferStoredFile(blobs, queued, counted)).rejects.toThrow(
      new PermanentTransferError('the stored TCN1.eft no longer matches the digest it was queued with'),
    );
    expect(asked).toBe(0);
    expect(server.listing()).toEqual([]);
  });
});
