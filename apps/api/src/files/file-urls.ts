import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed file URL opens its file: long enough to load a page, too short to share usefully. */
export const SIGNED_URL_SECONDS = 5 * 60;

const FILES_PATH = '/system/v1/files/';

/** The public URL of a branding file (logo, favicon, location image): sign-in pages show it to anyone. */
export function brandingFileUrl(fileId: string): string {
  return `${FILES_PATH}${fileId}`;
}

/** The file id behind a URL this API issued, or null for any other value (a data: URL of the demo, say). */
export function fileIdOfUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(FILES_PATH)) return null;
  const id = url.slice(FILES_PATH.length).split('?')[0] ?? '';
  return /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}

function signature(secret: Uint8Array, fileId: string, expires: number): string {
  return createHmac('sha256', secret).update(`file:${fileId}:${expires}`).digest('base64url');
}

/**
 * A URL that opens one private file until it expires, so an `<img>` (which sends no bearer token) can show it to
 * the session that was handed the URL.
 */
export function signedFileUrl(secret: Uint8Array, fileId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + SIGNED_URL_SECONDS;
  return `${FILES_PATH}${fileId}?expires=${expires}&signature=${signature(secret, fileId, expires)}`;
}

export function isValidFileSignature(
  secret: Uint8Array,
  fileId: string,
  expires: number | undefined,
  given: string | undefined,
  now: Date,
): boolean {
  if (expires === undefined || !given || expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, fileId, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
