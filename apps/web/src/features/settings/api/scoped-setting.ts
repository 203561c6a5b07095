import { unwrap, type BackendClient, type CallResult } from '@ridgeline/backend-client';
import { byId } from '../../queries/resource-queries';
import { partnerClient } from '../../session/backend';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { settingsKeys } from '../keys';
import type { SettingsScope } from '../settings-scope';

type SettingKind = Parameters<typeof settingsKeys.kind>[0];

/**
 * The query and the save of a setting stored per scope (system, partner, location): the query reads it once per
 * scope, and a save puts the stored value the server answers with into that query, so the form remounts on it.
 */
export function scopedSetting<Data, Input = Data>(
  kind: SettingKind,
  get: (scope: SettingsScope) => Promise<Data>,
  save: (scope: SettingsScope, body: Input) => Promise<{ data: Data; message?: string }>,
) {
  const options = (scope: SettingsScope) =>
    queryOptions({ queryKey: settingsKeys.kind(kind, scope), queryFn: () => get(scope) });
  return {
    queryOptions: options,
    useSetting: (scope: SettingsScope) => useSuspenseQuery(options(scope)),
    useSave(scope: SettingsScope) {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (body: Input) => save(scope, body),
        onSuccess: (result) => queryClient.setQueryData(settingsKeys.kind(kind, scope), result.data),
      });
    },
  };
}

type Call<T> = Promise<CallResult<T>>;

/**
 * The call of a setting for one scope: the system's, the partner's, or the location's own (its
 * /location-setting/{id}/... path, given the id as path parameters). Without a location call a location reads and
 * saves its partner's setting.
 */
export function byScope<T>(
  scope: SettingsScope,
  calls: {
    system: () => Call<T>;
    partner: (client: BackendClient<'partner'>) => Call<T>;
    location?: (client: BackendClient<'partner'>, id: { params: { path: { id: string } } }) => Call<T>;
  },
): Promise<T> {
  if (scope.kind === 'system') return unwrap(calls.system());
  const client = partnerClient(scope.portal);
  if (scope.kind === 'partner' || !calls.location) return unwrap(calls.partner(client));
  return unwrap(calls.location(client, byId(scope.locationId)));
}
