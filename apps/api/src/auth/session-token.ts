import { SignJWT, jwtVerify } from 'jose';

export type Area = 'system' | 'user-portal' | 'partner';

export interface SessionClaims {
  /** The user id. */
  sub: string;
  /** The session row id; the row decides whether the token still counts. */
  sid: string;
  area: Area;
}

const ISSUER = 'ridgeline';

/** A signed HS256 JWT whose audience is its area, so another area's verifier refuses it. */
export async function signSessionToken(
  secret: Uint8Array,
  claims: SessionClaims,
  issuedAt: Date,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(claims.area)
    .setSubject(claims.sub)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

/** The claims of a token of `area` that is well signed and not past its expiry at `now`; null otherwise. */
export async function verifySessionToken(
  secret: Uint8Array,
  token: string,
  area: Area,
  now: Date,
): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: area,
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload['sid'] !== 'string') return null;
    return { sub: payload.sub, sid: payload['sid'], area };
  } catch {
    return null;
  }
}
