import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import * as resource from '../../queries/resource-queries';

export type Group = Schemas['Group'];
export type GroupInput = Schemas['GroupInput'];

/** The contract's largest page: the priority list shows every group at once. */
const ALL_GROUPS_PAGE = 500;

const keys = resource.portalKeys('groups');
export const groupKeys = {
  ...keys,
  ordered: (portal: PortalRef) => keys.key(portal, 'ordered'),
  services: (portal: PortalRef, id: string) => keys.key(portal, 'services', id),
};

/** Every group of the partner in priority order (first is highest). */
export const orderedGroupsQueryOptions = (portal: PortalRef) =>
  resource.dataQuery(groupKeys.ordered(portal), () =>
    partnerClient(portal).POST('/partner/v1/groups/search', {
      body: { pageNumber: 1, pageSize: ALL_GROUPS_PAGE, sortField: 'order', sortOrder: 'ASC' },
    }),
  );

export const useOrderedGroups = (portal: PortalRef) => useQuery(orderedGroupsQueryOptions(portal));

export const groupQueryOptions = (portal: PortalRef, id: string) =>
  resource.dataQuery(groupKeys.detail(portal, id), () =>
    partnerClient(portal).GET('/partner/v1/groups/{id}', resource.byId(id)),
  );

/** The services of a group in display order, with their names. */
export const groupServicesQueryOptions = (portal: PortalRef, groupId: string) =>
  resource.dataQuery(groupKeys.services(portal, groupId), () =>
    partnerClient(portal).POST('/partner/v1/group-services/list', { body: { groupId } }),
  );

export interface GroupSave {
  id?: string;
  data: GroupInput;
  image: File | null;
}

/** Create or modify, as multipart with the image when one is chosen. */
export const useSaveGroup = (portal: PortalRef) =>
  resource.useSaveWithImage<GroupInput>(portal, '/partner/v1/groups', 'image', groupKeys.all(portal));

/** Deletes one group; the server refuses while it still holds services, and says so. */
export function useDeleteGroup(portal: PortalRef) {
  return resource.useInvalidatingMutation(
    (id: string) => unwrap(partnerClient(portal).DELETE('/partner/v1/groups', { body: { ids: [id] } })),
    [groupKeys.all(portal)],
  );
}

/** Stores the whole priority order in one call; the list shows the new order at once and the answer after. */
export function useSaveGroupOrder(portal: PortalRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groupIds: string[]) =>
      unwrap(partnerClient(portal).PUT('/partner/v1/groups/order', { body: { groupIds } })),
    onMutate: async (groupIds) => {
      await queryClient.cancelQueries({ queryKey: groupKeys.ordered(portal) });
      const previous = queryClient.getQueryData<Group[]>(groupKeys.ordered(portal));
      if (previous) {
        const byId = new Map(previous.map((group) => [group.id, group]));
        const next = groupIds.flatMap((id) => byId.get(id) ?? []);
        queryClient.setQueryData(groupKeys.ordered(portal), next);
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(groupKeys.ordered(portal), context.previous);
    },
    onSuccess: (result) => queryClient.setQueryData(groupKeys.ordered(portal), result.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupKeys.all(portal) }),
  });
}
