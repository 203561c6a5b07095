import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { partnerPermissions } from '../access/permission-catalogue';
import { activeGrants } from '../access/user-access';
import { logoutRoute } from '../auth/area-auth.routes';
import { audit } from '../auth/audit';
import type { AuthContext } from '../auth/auth-context';
import { requireAuth } from '../auth/auth.plugin';
import { createSession } from '../auth/session-store';
import { fullName } from '../auth/user-display';
import { locations, rolePermissions } from '../db/schema';
import { ApiFailure, badRequest, ERROR_CODES } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';

interface PartnerLoginBody {
  partnerId: string;
  locationId?: string | null;
  location: boolean;
}

export const NO_ACCESS = 'You do not have access to this partner or location';

/**
 * Exchanges a user-portal token for a session scoped to one partner, or one location of it. The scope of every
 * later partner-area call comes from this session, never from the request.
 */
export async function partnerAuthRoutes(app: FastifyInstance, context: AuthContext) {
  contractRoute<PartnerLoginBody>(
    app,
    'POST',
    '/partner/v1/auths',
    { area: 'user-portal' },
    async (request) => {
      const { user, session } = requireAuth(request);
      const { partnerId, location: atLocation } = request.body;
      const locationId = atLocation ? request.body.locationId : null;
      if (atLocation && !locationId) throw badRequest('locationId is a required field');
      const now = context.now();
      const denied = async () => {
        await audit(context.db, {
          area: 'partner',
          actor: user.id,
          action: 'PARTNER_SIGN_IN',
          outcome: 'DENIED',
          ip: request.ip,
          at: now,
          details: { partnerId, locationId },
        });
        return new ApiFailure(403, ERROR_CODES.noAccess, NO_ACCESS);
      };
      const grantsHere = (await activeGrants(context.db, user.id)).filter(
        (row) => row.partner.id === partnerId,
      );
      let location: typeof locations.$inferSelect | undefined;
      if (locationId) {
        [location] = await context.db
          .select()
          .from(locations)
          .where(
            and(eq(locations.id, locationId), eq(locations.partnerId, partnerId), eq(locations.active, true)),
          );
        if (!location) throw await denied();
      }
      // At a location its own grant wins; a partner-level grant opens every location of the partner.
      const chosen =
        (locationId && grantsHere.find((row) => row.grant.locationId === locationId)) ||
        grantsHere.find((row) => row.grant.locationId === null);
      if (!chosen) throw await denied();
      const codes = await context.db
        .select({ code: rolePermissions.code })
        .from(rolePermissions)
        .where(and(eq(rolePermissions.roleId, chosen.role.id), eq(rolePermissions.partnerId, partnerId)));
      const token = await createSession(context, {
        userId: user.id,
        area: 'partner',
        ip: request.ip,
        parentId: session.id,
        partnerId,
        locationId: location?.id ?? null,
      });
      await audit(context.db, {
        area: 'partner',
        actor: user.id,
        action: 'PARTNER_SIGN_IN',
        outcome: 'SUCCESS',
        ip: request.ip,
        at: now,
        details: { partnerId, locationId: location?.id ?? null, roleId: chosen.role.id },
      });
      const partner = chosen.partner;
      return {
        data: {
          token,
          permissions: partnerPermissions(codes.map((row) => row.code)),
          user: {
            id: user.id,
            fullName: fullName(user),
            accessCode: location?.code ?? partner.code,
            partnerId: partner.id,
            partnerLegalName: partner.legalName,
            companyLogo: location?.image ?? partner.companyLogo,
            favicon: location?.favicon ?? partner.favicon,
            enforcePasswordChange: user.enforcePasswordChange,
            locationId: location?.id ?? null,
          },
        },
        message: 'Logged in successfully',
      };
    },
  );

  logoutRoute(app, context, 'partner');
}
