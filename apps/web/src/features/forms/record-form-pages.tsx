import { useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { usePathParam, usePortal } from '../session/portal-page';
import type { PortalRef } from '../session/session-types';

/**
 * The add and modify pages of one kind of portal record, from its form page (given no record, it adds): the
 * modify page reads the record named by the `idParam` of its path, which the route's loader has fetched.
 */
export function recordFormPages<Data, Key extends QueryKey>(
  FormPage: ComponentType<{ record?: Data }>,
  query: (portal: PortalRef, id: string) => UseSuspenseQueryOptions<Data, Error, Data, Key>,
  idParam: string,
) {
  return {
    CreatePage: function CreatePage() {
      return <FormPage />;
    },
    ModifyPage: function ModifyPage() {
      const { data } = useSuspenseQuery(query(usePortal(), usePathParam(idParam)));
      return <FormPage record={data} />;
    },
  };
}
