import { ApiFailure, conflict } from './api-failure';

/**
 * The unique indexes that stand for a rule the caller can break with a plain value (issue 25: one record per
 * submit), with the 409 each answers, naming the field. Any create or modify that meets one gets that answer,
 * however many requests race for it: the index decides, not a read before the write.
 */
const UNIQUE_FIELDS: Record<string, () => ApiFailure> = {
  companies_partner_name_unique: () =>
    conflict(
      'name is already used by another company of this partner',
      'Company names are unique per partner',
    ),
  roles_partner_title_unique: () =>
    conflict('title is already used by another role of this partner', 'Role titles are unique per partner'),
  invitations_pending_target_unique: () =>
    conflict(
      'email already has a pending invitation here',
      'Another invitation to this e-mail was sent at the same moment',
    ),
};

/** The 409 for a unique violation of one of the indexes above (drizzle wraps the driver's error); else undefined. */
export function uniqueConflict(error: unknown): ApiFailure | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && typeof constraint === 'string') return UNIQUE_FIELDS[constraint]?.();
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
