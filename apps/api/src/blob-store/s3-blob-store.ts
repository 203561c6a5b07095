import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type BlobStore } from './blob-store';

export interface S3Settings {
  /** The service endpoint, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO/S3-compatible server. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Objects in an S3-compatible bucket, addressed path-style (`endpoint/bucket/key`), which every S3-compatible
 * server understands. Requests are signed with AWS Signature V4 by aws4fetch (a few kB instead of the AWS SDK).
 */
export function s3BlobStore(settings: S3Settings): BlobStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const urlOf = (key: string) => {
    assertSafeKey(key);
    return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };
  async function fail(response: Response, what: string): Promise<never> {
    const body = await response.text().catch(() => '');
    throw new Error(`S3 ${what} answered ${response.status}: ${body.slice(0, 200)}`);
  }
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: bytes,
        headers: { 'content-type': contentType },
      });
      if (!response.ok) await fail(response, `PUT ${key}`);
    },
    async get(key) {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) await fail(response, `GET ${key}`);
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail(response, `DELETE ${key}`);
      await response.body?.cancel();
    },
  };
}
