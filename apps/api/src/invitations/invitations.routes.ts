import { authorityVerdict, type AuthorityCaller } from '@ridgeline/domain';
import type { FastifyInstance } from 'fastify';
import { AuditedRefusal, authorityState, partnerCaller, refusal } from '../access/authority';
import { partnerGrant } from '../access/partner-grant';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { newPasswordProblem } from '../auth/password-policy';
import type { TenantContext } from '../files/tenant-context';
import { ApiFailure, badRequest, ERROR_CODES } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import {
  claimInvitation,
  createPortalUser,
  findInvitedLocation,
  findUser,
  openInvitation,
  portalUserByEmail,
  replaceGrant,
} from './invitation-repository';
import { invitationTokenHash } from './invitation-token';

interface AcceptRequest {
  token: string;
  /** The existing account's password: a link alone never adds authority to an account. */
  password?: string;
  firstName?: string;
  lastName?: string;
  newPassword?: string;
  confirmPassword?: string;
}

const invalidLink = () =>
  new ApiFailure(404, ERROR_CODES.notFound, 'This invitation link is invalid, already used or has expired');

/**
 * The inviter's authority now, as the invitation is accepted: a system administrator still active, or a portal
 * user's current grant where the invitation leads (its partner-level grant, or its grant at that location). Null
 * when the inviter has lost access: the link then answers as an invalid one.
 */
async function inviterAuthority(
  context: TenantContext,
  invitation: { invitedBy: string | null; partnerId: string; locationId: string | null },
): Promise<AuthorityCaller | null> {
  if (!invitation.invitedBy) return null;
  const inviter = await findUser(context.db, invitation.invitedBy);
  if (!inviter?.active) return null;
  if (inviter.realm === 'system') return { kind: 'system' };
  const grant = await partnerGrant(context.db, inviter.id, invitation.partnerId, invitation.locationId);
  if (!grant) return null;
  return partnerCaller(inviter.id, grant.permissions, grant.role.forLocation ? invitation.locationId : null);
}

/** The public invitation page's calls: read an invitation, accept it once. */
export async function invitationsRoutes(app: FastifyInstance, context: TenantContext) {
  contractRoute<unknown, { token: string }>(
    app,
    'GET',
    '/user-portal/v1/invitations/{token}',
    async (request) => {
      const row = await openInvitation(context.db, invitationTokenHash(request.params.token), context.now());
      if (!row) throw invalidLink();
      const location = row.invitation.locationId
        ? await findInvitedLocation(context.db, row.invitation.locationId)
        : undefined;
      return {
        data: {
          email: row.invitation.email,
          firstName: row.invitation.firstName,
          lastName: row.invitation.lastName,
          partnerName: row.partner.legalName,
          locationName: location?.displayName ?? null,
          roleTitle: row.role.title,
          existingUser: !!(await portalUserByEmail(context.db, row.invitation.email)),
          expiresOn: row.invitation.expiresAt.toISOString(),
        },
      };
    },
  );

  contractRoute<AcceptRequest>(app, 'POST', '/user-portal/v1/invitations/accept', async (request) => {
    const input = request.body;
    const row = await openInvitation(context.db, invitationTokenHash(input.token), context.now());
    if (!row) throw invalidLink();
    const { invitation } = row;
    const existing = await portalUserByEmail(context.db, invitation.email);
    let passwordHash: string | null = null;
    if (existing) {
      if (!input.password) throw badRequest('password is a required field', 'The password of your account');
      if (!(await verifyPassword(existing.passwordHash, input.password))) {
        throw badRequest('password does not match your account', 'The password of your account');
      }
    } else {
      for (const field of ['firstName', 'lastName', 'newPassword', 'confirmPassword'] as const) {
        if (!input[field]?.trim()) throw badRequest(`${field} is a required field`);
      }
      const problem = newPasswordProblem({
        newPassword: input.newPassword ?? '',
        confirmPassword: input.confirmPassword ?? '',
        email: invitation.email,
      });
      if (problem) throw badRequest(problem, 'newPassword', ERROR_CODES.passwordRule);
      passwordHash = await hashPassword(input.newPassword ?? '');
    }
    // The one authority rule on the inviter's authority now: the invited role's permissions and all the account
    // holds in this partner must be the inviter's own, and the partner keeps an administrator.
    const inviter = await inviterAuthority(context, invitation);
    const change = {
      kind: 'grant' as const,
      partnerId: invitation.partnerId,
      userId: existing?.id ?? null,
      locationId: invitation.locationId,
      roleId: invitation.roleId,
    };
    const verdict = inviter
      ? authorityVerdict(await authorityState(context.db, invitation.partnerId), inviter, change)
      : ({ allowed: false, reason: 'not-held' } as const);
    if (!verdict.allowed) {
      // The registrar writes the refusal as DENIED (AuditedRefusal), by the account or address the link is for.
      throw new AuditedRefusal(
        verdict.reason === 'last-administrator' ? refusal(verdict, change) : invalidLink(),
        {
          action: 'INVITATION_ACCEPTED',
          outcome: 'DENIED',
          entityType: 'invitation',
          entityId: invitation.id,
          partnerId: invitation.partnerId,
          actor: existing?.id ?? invitation.email,
          area: 'user-portal',
          at: context.now(),
          details: {
            reason: inviter ? verdict.reason : 'inviter-lost-access',
            invitedBy: invitation.invitedBy,
          },
        },
      );
    }
    await context.db.transaction(async (tx) => {
      // Single use under concurrency: only the request that flips acceptedAt goes on.
      const claimed = await claimInvitation(tx, invitation.id, context.now());
      if (!claimed) throw invalidLink();
      let userId = existing?.id;
      if (!userId) {
        const created = await createPortalUser(tx, {
          email: invitation.email,
          firstName: input.firstName?.trim() ?? '',
          lastName: input.lastName?.trim() ?? '',
          passwordHash: passwordHash ?? '',
          passwordChangedAt: context.now(),
        });
        userId = created.id;
      }
      // One grant per user and entity: accepting again for the same place replaces the role.
      const grant = await replaceGrant(tx, {
        userId,
        partnerId: invitation.partnerId,
        locationId: invitation.locationId,
        roleId: invitation.roleId,
      });
      await request.audit(
        {
          entityId: invitation.id,
          partnerId: invitation.partnerId,
          actor: userId,
          area: 'user-portal',
          before: null,
          after: {
            userId,
            email: invitation.email,
            roleId: invitation.roleId,
            entityId: invitation.locationId ?? invitation.partnerId,
            entityType: invitation.locationId ? 'location' : 'partner',
            grantId: grant?.id ?? null,
          },
          details: { invitedBy: invitation.invitedBy, newAccount: !existing },
          at: context.now(),
        },
        tx,
      );
    });
    return {
      message: existing
        ? 'Invitation accepted. Sign in with your existing password'
        : 'Invitation accepted. You can now sign in',
      data: null,
    };
  });
}
