import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken } from './session-token';

const secret = new TextEncoder().encode('s'.repeat(32));
const issued = new Date('2026-03-02T09:00:00Z');
const expires = new Date('2026-03-02T21:00:00Z');
const claims = { sub: 'user-1', sid: 'session-1', area: 'system' } as const;

describe('session tokens', () => {
  it('are HS256 JWTs naming the user, the session, the area as audience and their lifetime', async () => {
    const token = await signSessionToken(secret, claims, issued, expires);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodeJwt(token)).toEqual({
      sid: 'session-1',
      sub: 'user-1',
      aud: 'system',
      iss: 'ridgeline',
      iat: issued.getTime() / 1000,
      exp: expires.getTime() / 1000,
    });
    expect(await verifySessionToken(secret, token, 'system', issued)).toEqual({ ...claims, expired: false });
  });

  it('are refused by another area, with another key, or when altered, expired or not', async () => {
    const token = await signSessionToken(secret, claims, issued, expires);
    const late = new Date('2026-03-02T21:00:01Z');
    for (const at of [issued, late]) {
      expect(await verifySessionToken(secret, token, 'user-portal', at)).toBeNull();
      expect(await verifySessionToken(secret, token, 'partner', at)).toBeNull();
      const otherKey = new TextEncoder().encode('o'.repeat(32));
      expect(await verifySessionToken(otherKey, token, 'system', at)).toBeNull();
    }
    const [header, , signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: 'admin' })).toString('base64url');
    expect(await verifySessionToken(secret, `${header}.${forged}.${signature}`, 'system', late)).toBeNull();
  });

  it('are read as expired from their expiry on, so the session can be ended as past its 12 hours', async () => {
    const token = await signSessionToken(secret, claims, issued, expires);
    expect(await verifySessionToken(secret, token, 'system', new Date('2026-03-02T20:59:59Z'))).toEqual({
      ...claims,
      expired: false,
    });
    for (const at of ['2026-03-02T21:00:00Z', '2026-03-02T21:00:01Z', '2026-03-09T09:00:00Z']) {
      expect(await verifySessionToken(secret, token, 'system', new Date(at)), at).toEqual({
        ...claims,
        expired: true,
      });
    }
  });

  it('are refused when altered or not a token at all', async () => {
    const token = await signSessionToken(secret, claims, issued, expires);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: 'admin' })).toString('base64url');
    expect(await verifySessionToken(secret, `${header}.${forged}.${signature}`, 'system', issued)).toBeNull();
    expect(await verifySessionToken(secret, `${header}.${payload}`, 'system', issued)).toBeNull();
    expect(await verifySessionToken(secret, 'not a token', 'system', issued)).toBeNull();
  });

  it('are refused when signed by the key but from another issuer or without a session', async () => {
    const { SignJWT } = await import('jose');
    // A token signed with the right key for the system area, with these claims, issuer and subject (if any).
    const signed = (claims: { sid?: string }, issuer: string, subject?: string) => {
      const token = new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(issuer)
        .setAudience('system');
      if (subject) token.setSubject(subject);
      return token.setExpirationTime(expires.getTime() / 1000).sign(secret);
    };
    const foreign = await signed({ sid: 'session-1' }, 'elsewhere', 'user-1');
    expect(await verifySessionToken(secret, foreign, 'system', issued)).toBeNull();
    const sessionless = await signed({}, 'ridgeline', 'user-1');
    expect(await verifySessionToken(secret, sessionless, 'system', issued)).toBeNull();
    const subjectless = await signed({ sid: 'session-1' }, 'ridgeline');
    expect(await verifySessionToken(secret, subjectless, 'system', issued)).toBeNull();
  });
});
