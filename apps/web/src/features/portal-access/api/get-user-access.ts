import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import { userPortalClient } from '../../session/backend';
import { portalAccessKeys } from '../keys';

export async function getUserAccess() {
  const result = await unwrap(userPortalClient().GET('/user-portal/v1/users/access'));
  return result.data;
}

export const userAccessQueryOptions = () =>
  queryOptions({ queryKey: portalAccessKeys.access(), queryFn: getUserAccess });

export const useUserAccess = () => useSuspenseQuery(userAccessQueryOptions());
