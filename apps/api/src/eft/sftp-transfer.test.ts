import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SftpEndpoint } from '../delivery-settings/sftp-probe';
import { startSftpDiskServer, type SftpDiskServer } from '@ridgeline/test-support';
import { PermanentTransferError, transferFile } from './sftp-transfer';
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
