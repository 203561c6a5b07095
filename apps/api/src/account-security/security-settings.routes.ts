import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import { requireAuth } from '../auth/auth.plugin';
import {
  confirmedFactor,
  endChallenges,
  partnerSecuritySetting,
  removeSecondFactor,
  systemSecuritySetting,
  type SecuritySetting,
} from '../auth/second-factor';
import { userById } from '../auth/second-factor.routes';
import { notFound } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import { saveSystemSetting, saveTenantSetting } from '../settings-store/settings-repository';
import { accountsNearInactivity } from './inactive-accounts';

/**
 * The security settings (a second factor for system administrators; for a partner's users), the reset of a user's
 * second factor by a system administrator and the accounts about to be disabled for inactivity.
 */
export async function securitySettingsRoutes(app: FastifyInstance, context: AuthContext) {
  const { db } = context;
  contractRoute(app, 'GET', '/system/v1/setting/security', async () => ({
    data: await systemSecuritySetting(db),
  }));

  contractRoute<SecuritySetting>(app, 'PUT', '/system/v1/setting/security', async (request) => {
    const { user } = requireAuth(request);
    const after = { requireSecondFactor: request.body.requireSecondFactor };
    await db.transaction(async (tx) => {
      const before = await systemSecuritySetting(tx as unknown as typeof db);
      await saveSystemSetting(tx as unknown as typeof db, 'security', after, user.id);
      await request.audit(
        {
          entityId: 'security',
          partnerId: null,
          before,
          after,
          at: context.now(),
        },
        tx,
      );
    });
    return { data: after, message: 'Security setting saved' };
  });

  contractRoute(app, 'GET', '/partner/v1/setting/security', async (_request, _reply, access) => ({
    data: await partnerSecuritySetting(db, access.scope.partnerId),
  }));

  contractRoute<SecuritySetting>(
    app,
    'PUT',
    '/partner/v1/setting/security',
    async (request, _reply, access) => {
      const { user } = requireAuth(request);
      const { partnerId } = access.scope;
      const after = { requireSecondFactor: request.body.requireSecondFactor };
      await db.transaction(async (tx) => {
        const before = await partnerSecuritySetting(tx as unknown as typeof db, partnerId);
        await saveTenantSetting(
          tx as unknown as typeof db,
          { partnerId, locationId: null },
          'security',
          after,
          user.id,
        );
        await request.audit(
          {
            entityId: 'security',
            partnerId,
            before,
            after,
            at: context.now(),
          },
          tx,
        );
      });
      return { data: after, message: 'Security setting saved' };
    },
  );

  contractRoute<{ userId: string }>(app, 'POST', '/system/v1/second-factor-resets', async (request) => {
    const target = await userById(context, request.body.userId);
    const factor = await confirmedFactor(db, target.id);
    if (!factor) throw notFound('This user has no second factor');
    const now = context.now();
    await db.transaction(async (tx) => {
      await removeSecondFactor(tx, target.id);
      await request.audit(
        {
          entityId: target.id,
          partnerId: null,
          before: { secondFactor: true, enabledOn: factor.confirmedAt },
          after: { secondFactor: false, enabledOn: null },
          details: { email: target.email },
          at: now,
        },
        tx,
      );
    });
    await endChallenges(db, [target.id], now);
    return { message: `The second factor of ${target.email} was reset` };
  });

  contractRoute(app, 'GET', '/system/v1/inactive-accounts', async () => ({
    data: await accountsNearInactivity(db, context.now()),
  }));
}
