/**
 * The digest of a multipart body by its parts, for `Idempotency-Key` (issue 25): each field's name and value and
 * each file's field name, file name, type and SHA-256, in order. The boundary is left out, since a browser picks a
 * new one every time it sends the same form again.
 *
 * @fastify/multipart reads the request's own stream (`request.raw`) when the handler asks for the parts, so the
 * body is read here once into memory, digested, and handed back as a stream carrying the request's headers and
 * socket for the handler to read as usual.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import busboy, { type BusboyConfig, type BusboyInstance } from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import { ApiFailure, badRequest, ERROR_CODES } from './api-failure';

/** The most a multipart create may hold (its files are limited to a few MB each by the handler afterwards). */
export const MULTIPART_DIGEST_MAX_BYTES = 32 * 1024 * 1024;

async function bodyOf(raw: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of raw) {
    const bytes = chunk as Buffer;
    length += bytes.length;
    if (length > MULTIPART_DIGEST_MAX_BYTES) {
      throw new ApiFailure(
        413,
        ERROR_CODES.validation,
        'The request body is too large',
        `At most ${MULTIPART_DIGEST_MAX_BYTES} bytes`,
      );
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

function digestOf(headers: IncomingMessage['headers'], body: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    let parser: BusboyInstance;
    try {
      parser = busboy({
        headers: headers as BusboyConfig['headers'],
        limits: { fieldSize: MULTIPART_DIGEST_MAX_BYTES },
      });
    } catch {
      reject(badRequest('The request must be multipart/form-data with a boundary'));
      return;
    }
    const files: Promise<void>[] = [];
    parser.on('field', (name, value) => {
      hash.update(JSON.stringify(['field', name, value]));
    });
    parser.on('file', (name, stream, fileName, _encoding, type) => {
      const label = JSON.stringify(['file', name, fileName, type]);
      hash.update(label);
      const fileHash = createHash('sha256');
      files.push(
        new Promise((done, fail) => {
          stream.on('data', (chunk: Buffer) => fileHash.update(chunk));
          stream.on('end', () => {
            hash.update(fileHash.digest('hex'));
            done();
          });
          stream.on('error', fail);
        }),
      );
    });
    parser.on('error', () => reject(badRequest('The multipart body is malformed')));
    parser.on('finish', () => {
      Promise.all(files).then(() => resolve(hash.digest('hex')), reject);
    });
    parser.end(body);
  });
}

/** Reads the body of a multipart request, returns its digest and leaves the request readable again. */
export async function digestMultipart(request: FastifyRequest): Promise<string> {
  const raw = request.raw;
  const body = await bodyOf(raw);
  const digest = await digestOf(raw.headers, body);
  const replay = Readable.from([body]) as Readable & Partial<IncomingMessage>;
  Object.assign(replay, {
    headers: raw.headers,
    rawHeaders: raw.rawHeaders,
    socket: raw.socket,
    method: raw.method,
    url: raw.url,
    httpVersion: raw.httpVersion,
  });
  (request as unknown as { raw: unknown }).raw = replay;
  return digest;
}
