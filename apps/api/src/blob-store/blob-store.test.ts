import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store';
import { createBlobStore } from './create-blob-store';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

/** The same behaviour from both stores: the folder under DATA_DIR and a real S3-protocol server on loopback. */
function behavesAsBlobStore(name: string, open: () => BlobStore) {
  describe(name, () => {
    it('returns what was put, with its media type', async () => {
      const store = open();
      await store.put('partners/p1/logo-a', png, 'image/png');
      expect(await store.get('partners/p1/logo-a')).toEqual({ bytes: png, contentType: 'image/png' });
    });

    it('answers null for a key never stored and after a delete', async () => {
      const store = open();
      expect(await store.get('partners/p1/missing')).toBeNull();
      await store.put('partners/p1/gone', png, 'image/png');
      await store.delete('partners/p1/gone');
      expect(await store.get('partners/p1/gone')).toBeNull();
      await store.delete('partners/p1/gone');
    });

    it('replaces an object put twice under one key', async () => {
      const store = open();
      await store.put('k/twice', Buffer.from('one'), 'text/plain');
      await store.put('k/twice', png, 'image/png');
      expect(await store.get('k/twice')).toEqual({ bytes: png, contentType: 'image/png' });
    });

    it('refuses keys that climb out of the store', async () => {
      const store = open();
      await expect(store.put('../escape', png, 'image/png')).rejects.toThrow(/unsafe blob key/);
      await expect(store.get('/etc/passwd')).rejects.toThrow(/unsafe blob key/);
      await expect(store.get('a/../../b')).rejects.toThrow(/unsafe blob key/);
    });
  });
}

let folder = '';
let s3dir = '';
let s3server: S3rver | undefined;
let endpoint = '';

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'rl-blobs-'));
  s3dir = await mkdtemp(path.join(os.tmpdir(), 'rl-s3rver-'));
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: 'ridgeline-files' }],
  });
  const address = (await s3server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await s3server?.close();
  await rm(folder, { recursive: true, force: true });
  await rm(s3dir, { recursive: true, force: true });
});

behavesAsBlobStore('folder blob store', () => createBlobStore({ dataDir: folder }));
behavesAsBlobStore('S3 blob store', () =>
  createBlobStore({
    dataDir: folder,
    s3: {
      endpoint,
      bucket: 'ridgeline-files',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
  }),
);

describe('S3 blob store credentials', () => {
  it('fails loudly when the server refuses the signature', async () => {
    const store = createBlobStore({
      dataDir: folder,
      s3: {
        endpoint,
        bucket: 'ridgeline-files',
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'wrong',
      },
    });
    await expect(store.put('k/denied', png, 'image/png')).rejects.toThrow(/S3 PUT k\/denied answered 403/);
  });
});
