import type { FastifyInstance } from 'fastify';
import { afterAnswerQueue } from '../http/after-answer';
import { contractRoute } from '../http/contract-route';
import { audit } from './audit';
import type { AuthContext } from './auth-context';
import { requireAuth } from './auth.plugin';
import { changePassword, PASSWORD_CHANGED, type PasswordChangeInput } from './password-change';
import {
  authorizePasswordReset,
  PASSWORD_RESET,
  requestPasswordReset,
  RESET_REQUESTED,
} from './password-reset';
import { revokeSession } from './session-store';
import type { Area } from './session-token';
import { signIn, type Realm } from './sign-in';
import { UNLOCKED, unlockWithLink } from './unlock-link';
import { signedInUser } from './user-display';

interface LoginBody {
  email: string;
  password: string;
}

/** Logout of any area: ends this session (and the partner sessions exchanged from it), audited. */
export function logoutRoute(app: FastifyInstance, context: AuthContext, area: Area): void {
  contractRoute(
    app,
    'POST',
    `/${area}/v1/auths/logout`,
    async (request) => {
      const { user, session } = requireAuth(request);
      const now = context.now();
      await revokeSession(context.db, session.id, 'logout', now);
      await audit(context.db, {
        area,
        actor: user.id,
        action: 'LOGOUT',
        outcome: 'SUCCESS',
        ip: request.ip,
        at: now,
      });
      return { message: 'Logged out successfully' };
    },
    { allowedBeforePasswordChange: true },
  );
}

export function passwordChangeRoute(
  app: FastifyInstance,
  context: AuthContext,
  area: Area,
  openapiPath: string,
): void {
  contractRoute<PasswordChangeInput>(
    app,
    'POST',
    openapiPath,
    async (request) => {
      await changePassword(context, requireAuth(request), request.body, area, request.ip);
      return { message: PASSWORD_CHANGED };
    },
    { allowedBeforePasswordChange: true },
  );
}

/** Sign-in, logout and forgot password, the same in the system area and the user portal. */
export function areaAuthRoutes(app: FastifyInstance, context: AuthContext, area: Area, realm: Realm): void {
  contractRoute<LoginBody>(app, 'POST', `/${area}/v1/auths`, async (request) => {
    const outcome = await signIn(context, { realm, area, ...request.body, ip: request.ip });
    if (outcome.kind === 'challenge') {
      const { challengeToken, enrolmentRequired } = outcome;
      return {
        data: { secondFactor: { challengeToken, enrolmentRequired } },
        message: enrolmentRequired
          ? 'Set up a second factor to continue'
          : 'Enter the code of your authenticator app',
      };
    }
    return {
      data: { token: outcome.token, user: signedInUser(outcome.user) },
      message: 'Logged in successfully',
    };
  });

  logoutRoute(app, context, area);

  const afterAnswer = afterAnswerQueue(app);
  contractRoute<{ email: string }>(
    app,
    'POST',
    `/${area}/v1/auths/forget-password/request`,
    async (request) => {
      // The same answer, in the same time, whether or not the e-mail has an account: the work comes after.
      const { email } = request.body;
      const ip = request.ip;
      afterAnswer(request.log, () => requestPasswordReset(context, { realm, area, email, ip }));
      return { message: RESET_REQUESTED };
    },
  );

  contractRoute<{ token: string; newPassword: string; confirmPassword: string }>(
    app,
    'POST',
    `/${area}/v1/auths/forget-password/authorize`,
    async (request) => {
      await authorizePasswordReset(context, { realm, area, ...request.body, ip: request.ip });
      return { message: PASSWORD_RESET };
    },
  );

  contractRoute<{ token: string }>(app, 'POST', `/${area}/v1/auths/unlock`, async (request) => {
    await unlockWithLink(context, { realm, area, token: request.body.token, ip: request.ip });
    return { message: UNLOCKED };
  });
}
