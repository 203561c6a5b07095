import { useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { portalLoader, usePathParam, usePortal } from '../session/portal-page';
import type { PortalRef } from '../session/session-types';

interface RecordPagesOf<Data, Key extends QueryKey> {
  /** The add-or-modify form page: given no record, it adds. */
  FormPage: ComponentType<{ record?: Data }>;
  /** The record's query, from the portal and the id. */
  query: (portal: PortalRef, id: string) => UseSuspenseQueryOptions<Data, Error, Data, Key>;
  /** The path param that holds the id: `companyId` of …/companies/detail/$companyId. */
  idParam: string;
  /** The record's detail screen, when it has one. */
  Detail?: ComponentType<{ portal: PortalRef; id: string }>;
}

/**
 * The pages of one kind of portal record: add, modify and detail, and the loader that fetches the record named by
 * the path before its page renders.
 */
export function recordPages<Data, Key extends QueryKey>({
  FormPage,
  query,
  idParam,
  Detail,
}: RecordPagesOf<Data, Key>) {
  const useRecordId = () => usePathParam(idParam);
  return {
    load: portalLoader((queryClient, portal, params: Record<string, string>) => {
      const id = params[idParam];
      if (id === undefined) throw new Error(`This page's path has no $${idParam}`);
      return queryClient.ensureQueryData(query(portal, id));
    }),
    CreatePage: function CreatePage() {
      return <FormPage />;
    },
    ModifyPage: function ModifyPage() {
      const { data } = useSuspenseQuery(query(usePortal(), useRecordId()));
      return <FormPage record={data} />;
    },
    DetailPage: function DetailPage() {
      const portal = usePortal();
      const id = useRecordId();
      return Detail ? <Detail portal={portal} id={id} /> : null;
    },
  };
}
