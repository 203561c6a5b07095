import type { Schemas } from '@ridgeline/backend-client';
import type { PortalRef } from '../session/session-types';
import { accessEntries } from './access-entries';

/**
 * True when the user's access lists the portal: a partner code for the partner portal, a location code for a
 * location portal. A location user who follows a link to partner-level screens holds no such entry.
 */
export function mayEnter(access: Schemas['UserAccess'], ref: PortalRef): boolean {
  const entries = accessEntries(access);
  const list = ref.kind === 'partner' ? entries.partners : entries.locations;
  return list.some((entry) => entry.ref.code === ref.code);
}
