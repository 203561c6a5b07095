import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import { systemClient, userPortalClient } from '../../session/backend';
import type { SessionArea } from '../../session/session-types';

export const accountSecurityKeys = {
  all: (area: SessionArea) => ['account-security', area] as const,
  secondFactor: (area: SessionArea) => [...accountSecurityKeys.all(area), 'second-factor'] as const,
  sessions: (area: SessionArea) => [...accountSecurityKeys.all(area), 'sessions'] as const,
};

export const secondFactorStatusQuery = (area: SessionArea) =>
  queryOptions({
    queryKey: accountSecurityKeys.secondFactor(area),
    queryFn: async () =>
      area === 'system'
        ? (await unwrap(systemClient().GET('/system/v1/user/second-factor'))).data
        : (await unwrap(userPortalClient().GET('/user-portal/v1/users/second-factor'))).data,
  });

export const activeSessionsQuery = (area: SessionArea) =>
  queryOptions({
    queryKey: accountSecurityKeys.sessions(area),
    queryFn: async () =>
      area === 'system'
        ? (await unwrap(systemClient().GET('/system/v1/user/sessions'))).data
        : (await unwrap(userPortalClient().GET('/user-portal/v1/users/sessions'))).data,
  });

export async function startEnrolment(area: SessionArea) {
  return area === 'system'
    ? (await unwrap(systemClient().POST('/system/v1/user/second-factor/enrolment'))).data
    : (await unwrap(userPortalClient().POST('/user-portal/v1/users/second-factor/enrolment'))).data;
}

export async function confirmEnrolment(area: SessionArea, code: string): Promise<string[]> {
  const body = { code: code.trim() };
  const { data } =
    area === 'system'
      ? await unwrap(systemClient().POST('/system/v1/user/second-factor/enrolment/confirm', { body }))
      : await unwrap(
          userPortalClient().POST('/user-portal/v1/users/second-factor/enrolment/confirm', { body }),
        );
  return data.recoveryCodes;
}

export async function disableSecondFactor(area: SessionArea, password: string) {
  const body = { password };
  return area === 'system'
    ? unwrap(systemClient().POST('/system/v1/user/second-factor/disable', { body }))
    : unwrap(userPortalClient().POST('/user-portal/v1/users/second-factor/disable', { body }));
}

export async function endSession(area: SessionArea, id: string) {
  const params = { path: { id } };
  return area === 'system'
    ? unwrap(systemClient().DELETE('/system/v1/user/sessions/{id}', { params }))
    : unwrap(userPortalClient().DELETE('/user-portal/v1/users/sessions/{id}', { params }));
}

export function useEndSession(area: SessionArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => endSession(area, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.sessions(area) }),
  });
}
