import type { FastifyInstance } from 'fastify';
import { NO_ACCESS, partnerGrant } from '../access/partner-grant';
import { permissionGroups } from '../access/permission-catalogue';
import { logoutRoute } from '../auth/area-auth.routes';
import { audit } from '../auth/audit';
import type { AuthContext } from '../auth/auth-context';
import { requireAuth } from '../auth/auth.plugin';
import { partnerSecuritySetting } from '../auth/second-factor';
import { createSession } from '../auth/session-store';
import { fullName } from '../auth/user-display';
import { ApiFailure, badRequest, ERROR_CODES } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';

interface PartnerLoginBody {
  partnerId: string;
  locationId?: string | null;
  location: boolean;
}

/**
 * Exchanges a user-portal token for a session scoped to one partner, or one location of it. The scope of every
 * later partner-area call comes from this session, never from the request.
 */
export async function partnerAuthRoutes(app: FastifyInstance, context: AuthContext) {
  contractRoute<PartnerLoginBody>(app, 'POST', '/partner/v1/auths', async (request) => {
    const { user, session } = requireAuth(request);
    const { partnerId, location: atLocation } = request.body;
    const locationId = atLocation ? request.body.locationId : null;
    if (atLocation && !locationId) throw badRequest('locationId is a required field');
    const now = context.now();
    // A refused exchange is recorded; one refused for a missing second factor names the partner it concerns.
    const recordDenied = (secondFactorRequired: boolean) =>
      audit(context.db, {
        area: 'partner',
        actor: user.id,
        action: 'PARTNER_SIGN_IN',
        outcome: 'DENIED',
        ip: request.ip,
        at: now,
        ...(secondFactorRequired
          ? { partnerId, details: { partnerId, locationId, reason: 'second-factor-required' } }
          : { details: { partnerId, locationId } }),
      });
    const denied = async () => {
      await recordDenied(false);
      return new ApiFailure(403, ERROR_CODES.noAccess, NO_ACCESS);
    };
    // The same rule every later call of the session is checked against (access/partner-grant.ts).
    const chosen = await partnerGrant(context.db, user.id, partnerId, locationId ?? null);
    if (!chosen) throw await denied();
    const { location } = chosen;
    // A partner that requires a second factor admits only sessions whose sign-in passed one.
    if (
      !session.secondFactorAt &&
      (await partnerSecuritySetting(context.db, partnerId)).requireSecondFactor
    ) {
      await recordDenied(true);
      throw new ApiFailure(
        403,
        ERROR_CODES.secondFactorRequired,
        `${chosen.partner.legalName} requires a second factor. Set one up under Security in your account menu, then sign in again`,
      );
    }
    const token = await createSession(context, {
      userId: user.id,
      area: 'partner',
      ip: request.ip,
      parentId: session.id,
      partnerId,
      locationId: location?.id ?? null,
      secondFactorAt: session.secondFactorAt,
      notAfter: session.expiresAt,
    });
    await audit(context.db, {
      area: 'partner',
      actor: user.id,
      action: 'PARTNER_SIGN_IN',
      outcome: 'SUCCESS',
      // In the partner's own trail (its administrators read who entered).
      partnerId,
      ip: request.ip,
      at: now,
      details: { partnerId, locationId: location?.id ?? null, roleId: chosen.role.id },
    });
    const partner = chosen.partner;
    return {
      data: {
        token,
        permissions: permissionGroups(chosen.permissions),
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
          // The zone the session's dates are in: reports' "today" is the location's (or partner's) day, not the browser's.
          timeZone: location?.timeZone ?? partner.timeZone,
        },
      },
      message: 'Logged in successfully',
    };
  });

  logoutRoute(app, context, 'partner');
}
