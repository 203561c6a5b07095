import { randomBytes } from 'node:crypto';

export interface FilePart {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * A multipart/form-data body as a browser sends it: `data` as a JSON part, files as file parts. Values that are
 * strings go as plain fields (to test what the server refuses).
 */
export function multipartPayload(parts: Record<string, unknown>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----ridgeline${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts)) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (value && typeof value === 'object' && 'bytes' in value) {
      const file = value as FilePart;
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n` +
            `Content-Type: ${file.contentType}\r\n\r\n`,
        ),
        Buffer.from(file.bytes),
        Buffer.from('\r\n'),
      );
    } else {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      const type = typeof value === 'string' ? '' : 'Content-Type: application/json\r\n';
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n${type}\r\n${text}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest valid PNG: a 1x1 transparent pixel. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A 16x16 ICO header followed by its PNG image, as favicons are written today. */
export const TINY_ICO = Buffer.concat([
  Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]),
  Buffer.from(new Uint32Array([TINY_PNG.length, 22]).buffer),
  TINY_PNG,
]);
