import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ssh2 from 'ssh2';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startChanneler } from './channeler';
import { loadChannelerConfig } from './config';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'channeler-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Puts one file over SFTP as any client would, answering the fingerprint the server presented. */
function upload(port: number, name: string, data: Buffer, credential = { username: 'eft', password: 'pw' }) {
  return new Promise<string>((resolve, reject) => {
    const client = new ssh2.Client();
    let presented = '';
    client
      .on('ready', () =>
        client.sftp((error, sftp) => {
          if (error) return reject(error);
          sftp.writeFile(name, data, (writeError) => {
            client.end();
            if (writeError) reject(writeError);
            else resolve(presented);
          });
        }),
      )
      .on('error', reject)
      .connect({
        host: '127.0.0.1',
        port,
        ...credential,
        hostVerifier: (key: Buffer) => {
          presented = `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
          return true;
        },
      });
  });
}

it('keeps received files under DATA_DIR and presents the same host key after a restart', async () => {
  const config = {
    ...loadChannelerConfig({ DATA_DIR: dataDir, CHANNELER_USERNAME: 'eft', CHANNELER_PASSWORD: 'pw' }),
    port: 0,
  };
  expect(config.root.startsWith(dataDir)).toBe(true);
  const first = await startChanneler(config);
  const presented = await upload(first.port, '/one.eft', Buffer.from('first file'));
  await first.close();
  expect(presented).toBe(first.hostKeyFingerprint);
  expect(await readFile(path.join(config.root, 'one.eft'), 'utf8')).toBe('first file');

  const second = await startChanneler(config);
  try {
    expect(second.hostKeyFingerprint).toBe(first.hostKeyFingerprint);
    expect(await upload(second.port, '/two.eft', Buffer.from('second'))).toBe(first.hostKeyFingerprint);
    // Beside the files received: the folder its answers go to (issue 28).
    expect((await readdir(config.root)).sort()).toEqual(['one.eft', 'responses', 'two.eft']);
    await expect(
      upload(second.port, '/three.eft', Buffer.from('x'), { username: 'eft', password: 'wrong' }),
    ).rejects.toThrow();
  } finally {
    await second.close();
  }
});
