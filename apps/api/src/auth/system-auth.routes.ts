import type { FastifyInstance } from 'fastify';
import { areaAuthRoutes, passwordChangeRoute } from '../auth/area-auth.routes';
import type { AuthContext } from '../auth/auth-context';
import { requireAuth } from '../auth/auth.plugin';
import { secondFactorRoutes } from '../auth/second-factor.routes';
import { signedInUser } from '../auth/user-display';
import { contractRoute } from '../http/contract-route';

/** System administrators: sign-in, forgot password, the two change-password modes and the profile. */
export async function systemAuthRoutes(app: FastifyInstance, context: AuthContext) {
  areaAuthRoutes(app, context, 'system', 'system');
  secondFactorRoutes(app, context, 'system', 'system', '/user');
  passwordChangeRoute(app, context, 'system', '/system/v1/user/password-change');
  passwordChangeRoute(app, context, 'system', '/system/v1/system/enforce-password');
  contractRoute(app, 'GET', '/system/v1/user/profile', async (request) => ({
    data: signedInUser(requireAuth(request).user),
  }));
}
