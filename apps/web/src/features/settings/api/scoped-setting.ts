import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { settingsKeys } from '../keys';
import type { SettingsScope } from '../settings-scope';

type SettingKind = Parameters<typeof settingsKeys.kind>[0];

/**
 * The query and the save of a setting stored per scope (system, partner, location): the query reads it once per
 * scope, and a save puts the stored value the server answers with into that query, so the form remounts on it.
 */
export function scopedSetting<Data>(
  kind: SettingKind,
  get: (scope: SettingsScope) => Promise<Data>,
  save: (scope: SettingsScope, body: Data) => Promise<{ data: Data; message?: string }>,
) {
  const options = (scope: SettingsScope) =>
    queryOptions({ queryKey: settingsKeys.kind(kind, scope), queryFn: () => get(scope) });
  return {
    queryOptions: options,
    useSetting: (scope: SettingsScope) => useSuspenseQuery(options(scope)),
    useSave(scope: SettingsScope) {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (body: Data) => save(scope, body),
        onSuccess: (result) => queryClient.setQueryData(settingsKeys.kind(kind, scope), result.data),
      });
    },
  };
}
