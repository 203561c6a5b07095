import type { PortalRef } from '../session/session-types';

/**
 * Whose settings a screen edits: the system's, a partner's own (partner portal), or one location's (location
 * portal). A location scope carries the location id the /location-setting/{id}/... calls name.
 */
export type SettingsScope =
  | { kind: 'system' }
  | { kind: 'partner'; portal: PortalRef }
  | { kind: 'location'; portal: PortalRef; locationId: string };

export type SettingsScopeKind = SettingsScope['kind'];

export function scopeKey(scope: SettingsScope): readonly string[] {
  if (scope.kind === 'system') return ['system'];
  if (scope.kind === 'partner') return ['partner', scope.portal.code];
  return ['location', scope.portal.code, scope.locationId];
}
