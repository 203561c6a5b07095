import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isTokenExpired } from './token-expiry';

function base64Url(text: string): string {
  const utf8 = encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let out = '';
  for (let i = 0; i < utf8.length; i += 3) {
    const chunk = [utf8.charCodeAt(i), utf8.charCodeAt(i + 1), utf8.charCodeAt(i + 2)];
    const n = ((chunk[0] ?? 0) << 16) | ((chunk[1] || 0) << 8) | (chunk[2] || 0);
    const chars = [18, 12, 6, 0].map((shift) => alphabet[(n >> shift) & 63]).join('');
    out += chars.slice(0, Math.ceil((Math.min(3, utf8.length - i) * 8) / 6));
  }
  return out;
}

const jwt = (payload: unknown) => `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(payload))}.sig`;
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);

describe('token expiry', () => {
  it('counts a missing token as expired', () => {
    expect(isTokenExpired(null, NOW)).toBe(true);
    expect(isTokenExpired('', NOW)).toBe(true);
  });

  it('counts an undecodable token as expired', () => {
    expect(isTokenExpired('not-a-jwt', NOW)).toBe(true);
    expect(isTokenExpired('a.!!!.c', NOW)).toBe(true);
    expect(isTokenExpired('a.b.c', NOW)).toBe(true);
    expect(isTokenExpired(`x.${base64Url('[1,2]')}.y`, NOW)).toBe(true);
    expect(isTokenExpired(`x.${base64Url('{"exp":')}.y`, NOW)).toBe(true);
  });

  it('counts a token without a numeric exp as expired', () => {
    expect(isTokenExpired(jwt({ sub: '1' }), NOW)).toBe(true);
    expect(isTokenExpired(jwt({ exp: 'soon' }), NOW)).toBe(true);
  });

  it('counts a token past or at its expiry as expired, and a future one as valid', () => {
    expect(isTokenExpired(jwt({ exp: NOW / 1000 - 1 }), NOW)).toBe(true);
    expect(isTokenExpired(jwt({ exp: NOW / 1000 }), new Date(NOW))).toBe(true);
    expect(isTokenExpired(jwt({ exp: NOW / 1000 + 60 }), NOW)).toBe(false);
  });

  it('decodes UTF-8 payloads', () => {
    expect(decodeJwtPayload(jwt({ name: 'Zoë Ångström', exp: 1 }))).toEqual({ name: 'Zoë Ångström', exp: 1 });
  });
});
