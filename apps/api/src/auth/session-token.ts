import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';

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

/** A session token as read: its claims, and whether it was past its expiry at the time asked. */
export interface VerifiedSessionToken extends SessionClaims {
  /** Its session reached the 12-hour limit: the caller ends it and refuses the call with that limit's own code. */
  expired: boolean;
}

/**
 * The claims of a token of `area` that is well signed (by this key, this issuer, for this area), also when it is past
 * its expiry at `now` (then `expired`); null otherwise.
 */
export async function verifySessionToken(
  secret: Uint8Array,
  token: string,
  area: Area,
  now: Date,
): Promise<VerifiedSessionToken | null> {
  let payload: JWTPayload;
  let expired = false;
  try {
    ({ payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: area,
      currentDate: now,
    }));
  } catch (error) {
    // jose checks the signature, then the issuer and audience, and the expiry last: an expired token failed nothing else.
    if (!(error instanceof errors.JWTExpired) || error.claim !== 'exp') return null;
    payload = error.payload;
    expired = true;
  }
  if (typeof payload.sub !== 'string' || typeof payload['sid'] !== 'string') return null;
  return { sub: payload.sub, sid: payload['sid'], area, expired };
}
