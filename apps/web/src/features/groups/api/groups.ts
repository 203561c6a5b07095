import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toFormData, unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';

export type Group = Schemas['Group'];
export type GroupInput = Schemas['GroupInput'];

/** The contract's largest page: the priority list shows every group at once. */
const ALL_GROUPS_PAGE = 500;

export const groupKeys = {
  all: (portal: PortalRef) => ['groups', portal.kind, portal.code] as const,
  ordered: (portal: PortalRef) => ['groups', portal.kind, portal.code, 'ordered'] as const,
  detail: (portal: PortalRef, id: string) => ['groups', portal.kind, portal.code, 'detail', id] as const,
  services: (portal: PortalRef, id: string) => ['groups', portal.kind, portal.code, 'services', id] as const,
};

/** Every group of the partner in priority order (first is highest). */
export const orderedGroupsQueryOptions = (portal: PortalRef) =>
  queryOptions({
    queryKey: groupKeys.ordered(portal),
    queryFn: async () =>
      (
        await unwrap(
          partnerClient(portal).POST('/partner/v1/groups/search', {
            body: { pageNumber: 1, pageSize: ALL_GROUPS_PAGE, sortField: 'order', sortOrder: 'ASC' },
          }),
        )
      ).data,
  });

export const useOrderedGroups = (portal: PortalRef) => useQuery(orderedGroupsQueryOptions(portal));

export const groupQueryOptions = (portal: PortalRef, id: string) =>
  queryOptions({
    queryKey: groupKeys.detail(portal, id),
    queryFn: async () =>
      (await unwrap(partnerClient(portal).GET('/partner/v1/groups/{id}', { params: { path: { id } } }))).data,
  });

/** The services of a group in display order, with their names. */
export const groupServicesQueryOptions = (portal: PortalRef, groupId: string) =>
  queryOptions({
    queryKey: groupKeys.services(portal, groupId),
    queryFn: async () =>
      (await unwrap(partnerClient(portal).POST('/partner/v1/group-services/list', { body: { groupId } })))
        .data,
  });

export interface GroupSave {
  id?: string;
  data: GroupInput;
  image: File | null;
}

/** Create or modify, as multipart with the image when one is chosen. */
export function useSaveGroup(portal: PortalRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, data, image }: GroupSave) => {
      const body = { data, image: image ?? undefined };
      const client = partnerClient(portal);
      return unwrap(
        id
          ? client.PUT('/partner/v1/groups/{id}', {
              params: { path: { id } },
              body: body as never,
              bodySerializer: toFormData,
            })
          : client.POST('/partner/v1/groups', { body: body as never, bodySerializer: toFormData }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all(portal) }),
  });
}

/** Deletes one group; the server refuses while it still holds services, and says so. */
export function useDeleteGroup(portal: PortalRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(partnerClient(portal).DELETE('/partner/v1/groups', { body: { ids: [id] } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all(portal) }),
  });
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
