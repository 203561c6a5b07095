import { and, eq } from 'drizzle-orm';
import { activeGrants } from '../access/user-access';
import type { SessionRow } from '../auth/auth.plugin';
import type { Db } from '../db/database';
import { rolePermissions } from '../db/schema';
import { ApiFailure, ERROR_CODES } from '../http/api-failure';

/**
 * Stand-in until the access registrar enforces the contract's x-permission: the caller's current grant for the
 * session's partner or location (its own grant wins at a location, as at sign-in) must hold `code`.
 */
export async function requirePermission(db: Db, session: SessionRow, code: string): Promise<void> {
  const denied = () => new ApiFailure(403, ERROR_CODES.noAccess, 'You do not have permission to do this');
  if (!session.partnerId) throw denied();
  const here = (await activeGrants(db, session.userId)).filter((row) => row.partner.id === session.partnerId);
  const grant =
    (session.locationId && here.find((row) => row.grant.locationId === session.locationId)) ||
    here.find((row) => row.grant.locationId === null);
  if (!grant) throw denied();
  const [held] = await db
    .select({ code: rolePermissions.code })
    .from(rolePermissions)
    .where(
      and(
        eq(rolePermissions.roleId, grant.role.id),
        eq(rolePermissions.partnerId, session.partnerId),
        eq(rolePermissions.code, code),
      ),
    );
  if (!held) throw denied();
}
