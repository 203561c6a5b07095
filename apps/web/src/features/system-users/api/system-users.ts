import { useQuery } from '@tanstack/react-query';
import { type Schemas } from '@ridgeline/backend-client';
import { systemClient } from '../../session/backend';
import { searchRequest, type ListSearch } from '../../lists/list-search';
import * as resource from '../../queries/resource-queries';

export type SystemUser = Schemas['SystemUser'];
export type SystemUserInput = Schemas['SystemUserInput'];

export const systemUserKeys = resource.systemKeys('system-users');

export const systemUsersQueryOptions = (search: ListSearch) =>
  resource.pageQuery(systemUserKeys.list(search), () =>
    systemClient().POST('/system/v1/user/search', { body: searchRequest(search) }),
  );

export const useSystemUsers = (search: ListSearch) => useQuery(systemUsersQueryOptions(search));

export const systemUserQueryOptions = (id: string) =>
  resource.dataQuery(systemUserKeys.detail(id), () =>
    systemClient().GET('/system/v1/user/{id}', resource.byId(id)),
  );

/** Create (the server e-mails a one-time password) or modify a system user. */
export function useSaveSystemUser() {
  return resource.useInvalidatingMutation(
    ({ id, body }: { id?: string; body: SystemUserInput }) =>
      resource.upsert(
        id,
        (id) => systemClient().PUT('/system/v1/user/{id}', { ...resource.byId(id), body }),
        () => systemClient().POST('/system/v1/user', { body }),
      ),
    [systemUserKeys.all],
  );
}
