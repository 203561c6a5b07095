import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from './auth-limits';
import { isValidXsrfToken, issueXsrfToken } from './xsrf-token';

const secret = new TextEncoder().encode('x'.repeat(32));
const now = new Date('2026-03-02T09:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('XSRF tokens', () => {
  it('are issued-at, nonce and signature, fresh each time', () => {
    const token = issueXsrfToken(secret, now);
    const [issued, nonce, signature] = token.split('.');
    expect(parseInt(issued ?? '', 36)).toBe(now.getTime());
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issueXsrfToken(secret, now)).not.toBe(token);
  });

  it('hold for 12 hours and a minute of clock skew, no longer', () => {
    const token = issueXsrfToken(secret, now);
    expect(isValidXsrfToken(secret, token, now)).toBe(true);
    expect(isValidXsrfToken(secret, token, later(AUTH_LIMITS.xsrfMs))).toBe(true);
    expect(isValidXsrfToken(secret, token, later(AUTH_LIMITS.xsrfMs + 1))).toBe(false);
    expect(isValidXsrfToken(secret, token, later(-60_000))).toBe(true);
    expect(isValidXsrfToken(secret, token, later(-60_001))).toBe(false);
    expect(AUTH_LIMITS.xsrfMs).toBe(12 * 60 * 60_000);
  });

  it('are refused when missing, malformed, altered or signed with another key', () => {
    const token = issueXsrfToken(secret, now);
    const [issued, nonce, signature] = token.split('.') as [string, string, string];
    expect(isValidXsrfToken(secret, undefined, now)).toBe(false);
    expect(isValidXsrfToken(secret, '', now)).toBe(false);
    expect(isValidXsrfToken(secret, `${issued}.${nonce}`, now)).toBe(false);
    expect(isValidXsrfToken(secret, `${token}.extra`, now)).toBe(false);
    expect(isValidXsrfToken(secret, `${(now.getTime() + 1).toString(36)}.${nonce}.${signature}`, now)).toBe(
      false,
    );
    expect(isValidXsrfToken(secret, `${issued}.${nonce}x.${signature}`, now)).toBe(false);
    expect(isValidXsrfToken(secret, `${issued}.${nonce}.${signature.slice(0, -1)}`, now)).toBe(false);
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect(isValidXsrfToken(secret, `${issued}.${nonce}.${flipped}`, now)).toBe(false);
    expect(isValidXsrfToken(new TextEncoder().encode('y'.repeat(32)), token, now)).toBe(false);
  });
});
