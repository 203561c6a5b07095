const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function base64UrlToBytes(text: string): number[] | null {
  const clean = text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  if (clean.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE64URL.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

/** The JWT payload, or null when it cannot be decoded. Decoding only: the signature is the server's concern. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  const bytes = base64UrlToBytes(payload);
  if (!bytes) return null;
  try {
    // Percent-escaping the bytes lets decodeURIComponent do the UTF-8 decoding without TextDecoder.
    const json = decodeURIComponent(bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * A token is expired when missing, undecodable, without a numeric `exp`, or at or past its expiry. A token
 * without `exp` counts as expired because the session could otherwise never end.
 */
export function isTokenExpired(token: string | null | undefined, now: Date | number = Date.now()): boolean {
  if (!token) return true;
  const payload = decodeJwtPayload(token);
  const exp = payload?.['exp'];
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  const nowMs = now instanceof Date ? now.getTime() : now;
  return exp * 1000 <= nowMs;
}
