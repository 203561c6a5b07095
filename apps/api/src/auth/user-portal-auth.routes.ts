import type { FastifyInstance } from 'fastify';
import { userAccess } from '../access/user-access';
import { areaAuthRoutes, passwordChangeRoute } from '../auth/area-auth.routes';
import type { AuthContext } from '../auth/auth-context';
import { requireAuth } from '../auth/auth.plugin';
import { secondFactorRoutes } from '../auth/second-factor.routes';
import { contractRoute } from '../http/contract-route';

/** Partner and location staff: sign-in, forgot password, password change and the list of what they may enter. */
export async function userPortalAuthRoutes(app: FastifyInstance, context: AuthContext) {
  areaAuthRoutes(app, context, 'user-portal', 'portal');
  secondFactorRoutes(app, context, 'user-portal', 'portal', '/users');
  passwordChangeRoute(app, context, 'user-portal', '/user-portal/v1/users/password-change');
  contractRoute(app, 'GET', '/user-portal/v1/users/access', async (request) => ({
    data: await userAccess(context.db, requireAuth(request).user.id),
  }));
}
