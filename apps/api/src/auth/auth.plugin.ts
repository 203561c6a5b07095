import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { grantCandidatesSql, openLocationSql, type GrantCandidate } from '../access/partner-grant';
import { sessions, users } from '../db/schema';
import { ApiFailure, ERROR_CODES } from '../http/api-failure';
import { API_PATH } from '../http/api-path';
import { errorStatus } from '../http/error-handler';
import { audit } from './audit';
import type { AuthContext } from './auth-context';
import { AUTH_LIMITS } from './auth-limits';
import { revokeSession, touchSession } from './session-store';
import { verifySessionToken, type Area } from './session-token';
import { isValidXsrfToken, issueXsrfToken } from './xsrf-token';
import type { AuditAction } from '../audit-log/audit-actions';
import type { Db } from '../db/database';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export interface Authenticated {
  user: UserRow;
  session: SessionRow;
  /**
   * A partner-area session's grants as they stand now, read with the session in one statement (issue 30); the
   * route decides with `chooseGrant` (access/partner-grant.ts). Absent in the other areas.
   */
  grants?: { candidates: GrantCandidate[] | null; locationOpen: boolean };
}

/** How a route is protected; every route of an area declares it in `config.auth`. */
export interface RouteAuth {
  area: Area;
  /** Sign-in and forgot-password: no token, and they hand out the first XSRF token. */
  public?: boolean;
  /** The calls a user holding an e-mailed password may make: changing it and logging out. */
  allowedBeforePasswordChange?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

export const XSRF_HEADER = 'x-xsrf-token';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const SIGN_IN_OPERATIONS: Record<string, { area: Area; action: AuditAction; outcome: 'FAILURE' | 'DENIED' }> =
  {
    'POST /system/v1/auths': { area: 'system', action: 'SIGN_IN', outcome: 'FAILURE' },
    'POST /user-portal/v1/auths': { area: 'user-portal', action: 'SIGN_IN', outcome: 'FAILURE' },
    'POST /partner/v1/auths': { area: 'partner', action: 'PARTNER_SIGN_IN', outcome: 'DENIED' },
  };

const SESSION_ENDED = 'Your session has ended. Please login again';
export const SESSION_IDLE = 'Your session has expired due to inactivity. Please login again';

function unauthorized(code: number, message: string, description = ''): ApiFailure {
  return new ApiFailure(401, code, message, description);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The session read of every call, with a partner session's grants in the same statement (issue 30): a named
 * prepared statement per connection, so PostgreSQL plans it once instead of on every call (planning took 1.2 ms
 * of a 1.5 ms statement with the grants' subqueries; measured with EXPLAIN ANALYZE on the bench's database).
 */
function buildSessionRead(db: Db, area: Area) {
  const session = { user: sql.raw('"sessions"."user_id"'), partner: sql.raw('"sessions"."partner_id"') };
  return db
    .select({
      session: sessions,
      user: users,
      ...(area === 'partner'
        ? {
            candidates: grantCandidatesSql(session.user, session.partner),
            locationOpen: openLocationSql(sql.raw('"sessions"."location_id"'), session.partner),
          }
        : {}),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        eq(sessions.userId, sql.placeholder('sub')),
        eq(sessions.area, area),
      ),
    )
    .prepare(`session_read_${area.replace('-', '_')}`);
}

const sessionReads = new WeakMap<Db, Map<Area, ReturnType<typeof buildSessionRead>>>();

/** The prepared session read of `area` on `db` (built on first use; the appointment bench's direct side uses it too). */
export function sessionRead(db: Db, area: Area) {
  let byArea = sessionReads.get(db);
  if (!byArea) sessionReads.set(db, (byArea = new Map()));
  let read = byArea.get(area);
  if (!read) byArea.set(area, (read = buildSessionRead(db, area)));
  return read;
}

/** The session behind the request's token for `area`, after the idle and absolute limits; throws a 401. */
async function authenticate(
  context: AuthContext,
  request: FastifyRequest,
  area: Area,
): Promise<Authenticated> {
  const token = bearerToken(request);
  if (!token) throw unauthorized(ERROR_CODES.missingToken, 'Please login to continue');
  const now = context.now();
  const claims = await verifySessionToken(context.secret, token, area, now);
  if (!claims) {
    throw unauthorized(
      ERROR_CODES.invalidToken,
      SESSION_ENDED,
      `The token is altered, malformed or issued for another area than ${area}`,
    );
  }
  const [row] = await sessionRead(context.db, area).execute({ sid: claims.sid, sub: claims.sub });
  if (!row || row.session.revokedAt) {
    throw unauthorized(ERROR_CODES.sessionRevoked, SESSION_ENDED, 'The session was logged out or revoked');
  }
  const expire = async (reason: string) => {
    await revokeSession(context.db, row.session.id, reason, now, { withExchanged: false });
    await audit(context.db, {
      area,
      actor: row.user.id,
      action: 'SESSION_EXPIRED',
      outcome: 'SUCCESS',
      ip: request.ip,
      at: now,
      details: { reason, sessionId: row.session.id },
    });
  };
  if (claims.expired || now.getTime() >= row.session.expiresAt.getTime()) {
    await expire('absolute-limit');
    throw unauthorized(
      ERROR_CODES.sessionAbsolute,
      SESSION_ENDED,
      'Sessions last at most 12 hours; the limit was reached',
    );
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() > AUTH_LIMITS.idleMs) {
    await expire('idle-limit');
    throw unauthorized(ERROR_CODES.sessionIdle, SESSION_IDLE, 'No call for more than 30 minutes');
  }
  if (!row.user.active) {
    await revokeSession(context.db, row.session.id, 'user-inactive', now);
    throw unauthorized(ERROR_CODES.sessionRevoked, SESSION_ENDED, 'The account is inactive');
  }
  const lastSeenAt = await touchSession(context.db, row.session, now);
  const grants =
    'candidates' in row
      ? { candidates: row.candidates ?? null, locationOpen: row.locationOpen === true }
      : undefined;
  return { user: row.user, session: { ...row.session, lastSeenAt }, ...(grants ? { grants } : {}) };
}

/**
 * One hook for every area route: the token of the route's area (401), the pending e-mailed-password change (403),
 * then the XSRF header on state-changing calls (403). Every API answer, errors included, carries a fresh XSRF token.
 */
async function auth(app: FastifyInstance, context: AuthContext) {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const routeAuth = request.routeOptions.config.auth;
    if (!routeAuth || routeAuth.public) return;
    const authenticated = await authenticate(context, request, routeAuth.area);
    if (authenticated.user.enforcePasswordChange && !routeAuth.allowedBeforePasswordChange) {
      throw new ApiFailure(
        403,
        ERROR_CODES.passwordChangeRequired,
        'Please change the password provided in the email before continuing',
        'An e-mailed password may only be used to set a new password',
      );
    }
    if (STATE_CHANGING.has(request.method)) {
      const header = request.headers[XSRF_HEADER];
      if (!isValidXsrfToken(context.secret, typeof header === 'string' ? header : undefined, context.now())) {
        throw new ApiFailure(
          403,
          ERROR_CODES.xsrf,
          'Invalid or missing XSRF token. Please reload the page and try again',
          'State-changing calls must send the X-XSRF-TOKEN header last received from the server',
        );
      }
    }
    request.auth = authenticated;
  });

  // A sign-in refused as malformed (a NUL, a bad id) is still an attempt an auditor wants to see.
  app.addHook('onError', async (request, _reply, error) => {
    const signIn = SIGN_IN_OPERATIONS[`${request.method} ${request.routeOptions.url ?? ''}`];
    if (!signIn || errorStatus(error) !== 400) return;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const typed = (key: string) => (typeof body[key] === 'string' ? body[key] : null);
    await audit(context.db, {
      area: signIn.area,
      actor: request.auth?.user.id ?? typed('email'),
      action: signIn.action,
      outcome: signIn.outcome,
      ip: request.ip,
      at: context.now(),
      details: {
        reason: 'invalid-request',
        message: error.message,
        ...(signIn.action === 'PARTNER_SIGN_IN'
          ? { partnerId: typed('partnerId'), locationId: typed('locationId') }
          : {}),
      },
    });
  });

  app.addHook('onSend', async (request, reply) => {
    if (API_PATH.test(request.url)) reply.header(XSRF_HEADER, issueXsrfToken(context.secret, context.now()));
  });
}

export const authPlugin = fp(auth, { name: 'auth' });

/** The session of a protected route; the hook has already refused requests without one. */
export function requireAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthorized(ERROR_CODES.missingToken, 'Please login to continue');
  return request.auth;
}
