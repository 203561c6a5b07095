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

describe('JWT payload decoding', () => {
  const payload = (json: string) => decodeJwtPayload(`x.${base64Url(json)}.y`);

  it('reads a payload written with the padded standard alphabet as well as base64url', () => {
    // This payload encodes with characters 62 and 63 of the alphabet: '-' and '_' in base64url, '+' and '/' in base64.
    const url = base64Url('{"q":"??>???"}');
    expect(url).toMatch(/-.*_/);
    const standard = url.replace(/-/g, '+').replace(/_/g, '/');
    expect(decodeJwtPayload(`x.${standard}.y`)).toEqual({ q: '??>???' });
    // One byte past a multiple of three: two padding characters.
    const padded = `${base64Url('{"a":1}')}==`;
    expect(padded.endsWith('Q==')).toBe(true);
    expect(decodeJwtPayload(`x.${padded}.y`)).toEqual({ a: 1 });
  });

  it('refuses padding anywhere but at the end, and a length no bytes can have', () => {
    const url = base64Url('{"a":123}');
    expect(decodeJwtPayload(`x.${url.slice(0, 4)}=${url.slice(4)}.y`)).toBeNull();
    // 12 characters are the nine bytes; a 13th is a length (4n + 1) no base64 text has.
    expect(url).toHaveLength(12);
    expect(decodeJwtPayload(`x.${url}.y`)).toEqual({ a: 123 });
    expect(decodeJwtPayload(`x.${url}A.y`)).toBeNull();
  });

  it('answers null, not another value, for JSON that is not an object', () => {
    for (const json of ['null', '[1,2]', '7', '"text"', 'true']) expect(payload(json)).toBeNull();
    expect(payload('{"exp":')).toBeNull();
    expect(decodeJwtPayload('only-one-part')).toBeNull();
  });

  it('counts an exp too large for a number (Infinity after parsing) as expired', () => {
    expect(isTokenExpired(`x.${base64Url('{"exp":1e400}')}.y`, NOW)).toBe(true);
  });
});
