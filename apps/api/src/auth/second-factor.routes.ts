import type { FastifyInstance } from 'fastify';
import { ApiFailure, badRequest, ERROR_CODES, notFound } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import { audit } from './audit';
import type { AuthContext } from './auth-context';
import { requireAuth } from './auth.plugin';
import { verifyPassword } from './password-hash';
import {
  confirmEnrolment,
  confirmedFactor,
  recoveryCodesLeft,
  removeSecondFactor,
  secondFactorRequired,
  startEnrolment,
} from './second-factor';
import { confirmSignInEnrolment, signInWithCode, startSignInEnrolment } from './second-factor-sign-in';
import { findUserById, liveSessionsOf, openSessionOf, revokeSession } from './session-store';
import type { Realm } from './sign-in';
import { signedInUser } from './user-display';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

interface ChallengeBody {
  challengeToken: string;
  code: string;
}

/**
 * The second factor and the active sessions, the same in the system area and the user portal: the two steps a
 * sign-in may need after its password (a code, or setting up a factor first), and the signed-in user's own
 * second factor and sessions. `self` is the prefix of the user's own calls (/system/v1/user, /user-portal/v1/users).
 */
export function secondFactorRoutes(
  app: FastifyInstance,
  context: AuthContext,
  area: 'system' | 'user-portal',
  realm: Realm,
  self: string,
): void {
  const base = `/${area}/v1`;
  contractRoute<ChallengeBody>(app, 'POST', `${base}/auths/second-factor`, async (request) => {
    const { token, user } = await signInWithCode(context, area, realm, request.body, request.ip);
    return { data: { token, user: signedInUser(user) }, message: 'Logged in successfully' };
  });

  contractRoute<{ challengeToken: string }>(
    app,
    'POST',
    `${base}/auths/second-factor/enrolment`,
    async (request) => ({
      data: await startSignInEnrolment(context, area, request.body.challengeToken),
    }),
  );

  contractRoute<ChallengeBody>(
    app,
    'POST',
    `${base}/auths/second-factor/enrolment/confirm`,
    async (request) => {
      const { token, user, recoveryCodes } = await confirmSignInEnrolment(
        context,
        area,
        realm,
        request.body,
        request.ip,
      );
      return {
        data: { token, user: signedInUser(user), recoveryCodes },
        message: 'Second factor set up. Keep your recovery codes somewhere safe',
      };
    },
  );

  contractRoute(app, 'GET', `${base}${self}/second-factor`, async (request) => {
    const { user } = requireAuth(request);
    const factor = await confirmedFactor(context.db, user.id);
    return {
      data: {
        enabled: factor !== null,
        required: await secondFactorRequired(context.db, user),
        enabledOn: factor?.confirmedAt?.toISOString() ?? null,
        recoveryCodesLeft: factor ? await recoveryCodesLeft(context.db, user.id) : 0,
      },
    };
  });

  contractRoute(app, 'POST', `${base}${self}/second-factor/enrolment`, async (request) => {
    const { user } = requireAuth(request);
    return { data: await startEnrolment(context.db, context.secretBox, user, context.now()) };
  });

  contractRoute<{ code: string }>(
    app,
    'POST',
    `${base}${self}/second-factor/enrolment/confirm`,
    async (request) => {
      const { user } = requireAuth(request);
      const now = context.now();
      const codes = await confirmEnrolment(
        context.db,
        context.secretBox,
        context.secret,
        user.id,
        request.body.code,
        now,
      );
      if (!codes) {
        throw new ApiFailure(
          400,
          ERROR_CODES.invalidSecondFactor,
          'Invalid code',
          'Enter the current code of the new entry in your authenticator app',
        );
      }
      await audit(context.db, {
        area,
        actor: user.id,
        action: 'SECOND_FACTOR_ENROLLED',
        outcome: 'SUCCESS',
        ip: request.ip,
        at: now,
        entityType: 'user',
        entityId: user.id,
        details: { during: 'self-service' },
      });
      return {
        data: { recoveryCodes: codes },
        message: 'Second factor set up. Keep your recovery codes somewhere safe',
      };
    },
  );

  contractRoute<{ password: string }>(
    app,
    'POST',
    `${base}${self}/second-factor/disable`,
    async (request) => {
      const { user } = requireAuth(request);
      if (await secondFactorRequired(context.db, user)) {
        throw new ApiFailure(
          403,
          ERROR_CODES.secondFactorRequired,
          'A second factor is required for your account and cannot be turned off',
        );
      }
      if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        throw badRequest('The password is not correct', 'password', ERROR_CODES.invalidCredentials);
      }
      await context.db.transaction(async (tx) => {
        await removeSecondFactor(tx, user.id);
        await audit(tx, {
          area,
          actor: user.id,
          action: 'SECOND_FACTOR_DISABLED',
          outcome: 'SUCCESS',
          ip: request.ip,
          at: context.now(),
          entityType: 'user',
          entityId: user.id,
        });
      });
      return { message: 'Second factor turned off' };
    },
  );

  contractRoute(app, 'GET', `${base}${self}/sessions`, async (request) => {
    const { user, session: current } = requireAuth(request);
    const now = context.now();
    const rows = await liveSessionsOf(context.db, user.id, now);
    return {
      data: rows.map((row) => ({
        id: row.id,
        area: row.area,
        ip: row.ip,
        createdOn: row.createdAt.toISOString(),
        lastSeenOn: row.lastSeenAt.toISOString(),
        expiresOn: row.expiresAt.toISOString(),
        current: row.id === current.id || row.parentId === current.id,
        partnerId: row.partnerId,
        locationId: row.locationId,
      })),
    };
  });

  contractRoute<unknown, { id: string }>(app, 'DELETE', `${base}${self}/sessions/{id}`, async (request) => {
    const { user } = requireAuth(request);
    const { id } = request.params;
    const now = context.now();
    const row = isUuid(id) ? await openSessionOf(context.db, user.id, id) : undefined;
    if (!row) throw notFound('Session not found');
    await revokeSession(context.db, row.id, 'ended-by-user', now);
    await audit(context.db, {
      area,
      actor: user.id,
      action: 'SESSION_ENDED',
      outcome: 'SUCCESS',
      ip: request.ip,
      at: now,
      entityType: 'session',
      entityId: row.id,
      details: { sessionArea: row.area, sessionIp: row.ip },
    });
    return { message: 'Session ended' };
  });
}

/** The user an administrator names by id, in either realm; 404 for an unknown or malformed id. */
export async function userById(context: AuthContext, id: string) {
  const user = isUuid(id) ? await findUserById(context.db, id) : undefined;
  if (!user) throw notFound('User not found');
  return user;
}
