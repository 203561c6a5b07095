import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AUTH_LIMITS } from './auth-limits';

function mac(secret: Uint8Array, payload: string): string {
  return createHmac('sha256', secret).update(`xsrf.${payload}`).digest('base64url');
}

/** `issuedAt.nonce.hmac`: the browser keeps one for the three areas, so it is signed rather than session-bound. */
export function issueXsrfToken(secret: Uint8Array, now: Date): string {
  const payload = `${now.getTime().toString(36)}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${mac(secret, payload)}`;
}

export function isValidXsrfToken(secret: Uint8Array, token: string | undefined, now: Date): boolean {
  if (!token) return false;
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [issued, nonce, signature] = parts as [string, string, string];
  const expected = Buffer.from(mac(secret, `${issued}.${nonce}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const age = now.getTime() - parseInt(issued, 36);
  return age >= -60_000 && age <= AUTH_LIMITS.xsrfMs;
}
