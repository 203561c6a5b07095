import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { toFormData, unwrap, type CallResult } from '@ridgeline/backend-client';
import { partnerClient } from '../session/backend';
import type { PortalRef } from '../session/session-types';

/**
 * The query-and-save shape every feature's `api/` folder shares (issue 26): its keys, a list page, a read of one
 * `data` envelope, a create-or-modify, and a save that invalidates what it changed. Each feature keeps its own
 * paths, types and exported names; only the shape lives here.
 */

type Call<T> = Promise<CallResult<T>>;

/**
 * The keys of a resource kept per portal: `all` (what a save invalidates), a list page, one record, and `key` for
 * anything else below `all`.
 */
export function portalKeys(resource: string) {
  const all = (portal: PortalRef) => [resource, portal.kind, portal.code] as const;
  const key = <const Rest extends readonly unknown[]>(portal: PortalRef, ...rest: Rest) =>
    [...all(portal), ...rest] as const;
  return {
    all,
    key,
    list: <Search>(portal: PortalRef, search: Search) => key(portal, 'list', search),
    detail: (portal: PortalRef, id: string) => key(portal, 'detail', id),
  };
}

/** The keys of a system-portal resource: the same as `portalKeys` without the portal. */
export function systemKeys<const Resource extends string>(resource: Resource) {
  return {
    all: [resource] as const,
    list: <Search>(search: Search) => [resource, 'list', search] as const,
    detail: (id: string) => [resource, 'detail', id] as const,
  };
}

/** One page of a list search: the page on screen stays while the next one loads. */
export const pageQuery = <T, Key extends QueryKey>(queryKey: Key, call: () => Call<T>) =>
  queryOptions<T, Error, T, Key>({
    queryKey,
    queryFn: () => unwrap(call()),
    placeholderData: keepPreviousData,
  });

/** A read whose answer is the envelope's `data`; `staleTime: Infinity` for lists that do not change. */
export const dataQuery = <T, Key extends QueryKey>(
  queryKey: Key,
  call: () => Call<{ data: T }>,
  options: { staleTime?: number } = {},
) =>
  queryOptions<T, Error, T, Key>({ queryKey, queryFn: async () => (await unwrap(call())).data, ...options });

/** A read's `data`, or `fallback()` when it fails (a setting the session may not read, the API's maps offline). */
export async function dataOr<T>(call: () => Call<{ data: T }>, fallback: () => T): Promise<T> {
  try {
    return (await unwrap(call())).data;
  } catch {
    return fallback();
  }
}

/** The path parameter of a call on one record. */
export const byId = (id: string) => ({ params: { path: { id } } });

/** A multipart body: the JSON part and the chosen files, sent as form data. */
export const multipart = (body: Record<string, unknown>) => ({
  body: body as never,
  bodySerializer: toFormData,
});

/** Create (no id: the POST) or modify (the PUT of that id). */
export const upsert = <T>(id: string | undefined, modify: (id: string) => Call<T>, create: () => Call<T>) =>
  unwrap(id ? modify(id) : create());

/**
 * A mutation that, once it succeeds (or, with `settled`, whatever its outcome), invalidates every query under the
 * given keys: the lists and details the change touches.
 */
export function useInvalidatingMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  invalidates: readonly QueryKey[],
  when: 'success' | 'settled' = 'success',
) {
  const queryClient = useQueryClient();
  const invalidate = () =>
    Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation(
    when === 'success' ? { mutationFn, onSuccess: invalidate } : { mutationFn, onSettled: invalidate },
  );
}

/** The partner resources saved as multipart with one optional image. */
type ImagePath = '/partner/v1/locations' | '/partner/v1/services' | '/partner/v1/groups';

/**
 * Create or modify a partner resource with its image when one is chosen (locations, services, groups): multipart
 * POST to the list or PUT to the record, the image under `imageField`; then every query of the resource is read
 * again.
 */
export function useSaveWithImage<Data>(
  portal: PortalRef,
  path: ImagePath,
  imageField: 'image' | 'serviceImage',
  invalidates: QueryKey,
) {
  const client = partnerClient(portal);
  return useInvalidatingMutation(
    ({ id, data, image }: { id?: string; data: Data; image: File | null }) => {
      const body = multipart({ data, [imageField]: image ?? undefined });
      return upsert(
        id,
        (id) => client.PUT(`${path}/{id}`, { ...byId(id), ...body }),
        () => client.POST(path, body),
      );
    },
    [invalidates],
  );
}
