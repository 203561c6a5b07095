import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import { systemClient } from '../../session/backend';

export async function getSystemProfile() {
  return (await unwrap(systemClient().GET('/system/v1/user/profile'))).data;
}

export const systemProfileKeys = { detail: ['system-profile'] as const };

export const systemProfileQueryOptions = () =>
  queryOptions({ queryKey: systemProfileKeys.detail, queryFn: getSystemProfile });

export const useSystemProfile = () => useSuspenseQuery(systemProfileQueryOptions());
