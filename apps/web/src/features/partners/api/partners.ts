import { useQuery } from '@tanstack/react-query';
import { type Schemas } from '@ridgeline/backend-client';
import { systemClient } from '../../session/backend';
import { searchRequest, type ListSearch } from '../../lists/list-search';
import * as resource from '../../queries/resource-queries';

export type Partner = Schemas['Partner'];
export type PartnerInput = Schemas['PartnerInput'];

export const partnerKeys = resource.systemKeys('partners');

export const partnersQueryOptions = (search: ListSearch) =>
  resource.pageQuery(partnerKeys.list(search), () =>
    systemClient().POST('/system/v1/partner/search', { body: searchRequest(search) }),
  );

export const usePartners = (search: ListSearch) => useQuery(partnersQueryOptions(search));

export const partnerQueryOptions = (id: string) =>
  resource.dataQuery(partnerKeys.detail(id), () =>
    systemClient().GET('/system/v1/partner/{id}', resource.byId(id)),
  );

export interface PartnerSave {
  id?: string;
  data: PartnerInput;
  companyLogo: File | null;
  favicon: File | null;
}

/** Create or modify, as multipart with the logo and favicon when chosen. */
export function useSavePartner() {
  return resource.useInvalidatingMutation(
    ({ id, data, companyLogo, favicon }: PartnerSave) => {
      const body = resource.multipart({
        data,
        companyLogo: companyLogo ?? undefined,
        favicon: favicon ?? undefined,
      });
      return resource.upsert(
        id,
        (id) => systemClient().PUT('/system/v1/partner/{id}', { ...resource.byId(id), ...body }),
        () => systemClient().POST('/system/v1/partner', body),
      );
    },
    [partnerKeys.all],
  );
}
