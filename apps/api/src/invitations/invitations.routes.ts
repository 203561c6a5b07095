import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/password-hash';
import { newPasswordProblem } from '../auth/password-policy';
import { grants, invitations, locations, partners, roles, users } from '../db/schema';
import type { TenantContext } from '../files/tenant-context';
import { ApiFailure, badRequest, ERROR_CODES } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import { invitationTokenHash } from './invitation-token';

interface AcceptRequest {
  token: string;
  firstName?: string;
  lastName?: string;
  newPassword?: string;
  confirmPassword?: string;
}

const invalidLink = () =>
  new ApiFailure(404, ERROR_CODES.notFound, 'This invitation link is invalid, already used or has expired');

/** The invitation behind a token while it is open: not accepted, not withdrawn, not expired, partner active. */
async function openInvitation(context: TenantContext, token: string) {
  const [row] = await context.db
    .select({ invitation: invitations, partner: partners, role: roles })
    .from(invitations)
    .innerJoin(partners, eq(partners.id, invitations.partnerId))
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .where(
      and(
        eq(invitations.tokenHash, invitationTokenHash(token)),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, context.now()),
        eq(partners.active, true),
      ),
    );
  return row;
}

async function portalUserByEmail(context: TenantContext, email: string) {
  const [user] = await context.db
    .select()
    .from(users)
    .where(and(eq(users.realm, 'portal'), sql`lower(${users.email}) = lower(${email})`));
  return user;
}

/** The public invitation page's calls: read an invitation, accept it once. */
export async function invitationsRoutes(app: FastifyInstance, context: TenantContext) {
  contractRoute<unknown, { token: string }>(
    app,
    'GET',
    '/user-portal/v1/invitations/{token}',
    async (request) => {
      const row = await openInvitation(context, request.params.token);
      if (!row) throw invalidLink();
      const [location] = row.invitation.locationId
        ? await context.db.select().from(locations).where(eq(locations.id, row.invitation.locationId))
        : [];
      return {
        data: {
          email: row.invitation.email,
          firstName: row.invitation.firstName,
          lastName: row.invitation.lastName,
          partnerName: row.partner.legalName,
          locationName: location?.displayName ?? null,
          roleTitle: row.role.title,
          existingUser: !!(await portalUserByEmail(context, row.invitation.email)),
          expiresOn: row.invitation.expiresAt.toISOString(),
        },
      };
    },
  );

  contractRoute<AcceptRequest>(app, 'POST', '/user-portal/v1/invitations/accept', async (request) => {
    const input = request.body;
    const row = await openInvitation(context, input.token);
    if (!row) throw invalidLink();
    const { invitation } = row;
    const existing = await portalUserByEmail(context, invitation.email);
    let passwordHash: string | null = null;
    if (!existing) {
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
    await context.db.transaction(async (tx) => {
      // Single use under concurrency: only the request that flips acceptedAt goes on.
      const [claimed] = await tx
        .update(invitations)
        .set({ acceptedAt: context.now() })
        .where(
          and(
            eq(invitations.id, invitation.id),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
          ),
        )
        .returning();
      if (!claimed) throw invalidLink();
      let userId = existing?.id;
      if (!userId) {
        const [created] = await tx
          .insert(users)
          .values({
            realm: 'portal',
            email: invitation.email,
            firstName: input.firstName?.trim() ?? '',
            lastName: input.lastName?.trim() ?? '',
            passwordHash: passwordHash ?? '',
            passwordChangedAt: context.now(),
          })
          .returning();
        if (!created) throw new Error('user insert returned no row');
        userId = created.id;
      }
      // One grant per user and entity: accepting again for the same place replaces the role.
      await tx
        .delete(grants)
        .where(
          and(
            eq(grants.userId, userId),
            eq(grants.partnerId, invitation.partnerId),
            invitation.locationId ? eq(grants.locationId, invitation.locationId) : isNull(grants.locationId),
          ),
        );
      await tx.insert(grants).values({
        userId,
        partnerId: invitation.partnerId,
        locationId: invitation.locationId,
        roleId: invitation.roleId,
      });
    });
    return {
      message: existing
        ? 'Invitation accepted. Sign in with your existing password'
        : 'Invitation accepted. You can now sign in',
      data: null,
    };
  });
}
