import { useQuery } from '@tanstack/react-query';
import { type Schemas } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { searchRequest, type ListSearch } from '../../lists/list-search';
import * as resource from '../../queries/resource-queries';

export type Company = Schemas['Company'];
export type CompanyInput = Schemas['CompanyInput'];

export const companyKeys = resource.portalKeys('companies');

export const companiesQueryOptions = (portal: PortalRef, search: ListSearch) =>
  resource.pageQuery(companyKeys.list(portal, search), () =>
    partnerClient(portal).POST('/partner/v1/company/search', { body: searchRequest(search) }),
  );

export const useCompanies = (portal: PortalRef, search: ListSearch) =>
  useQuery(companiesQueryOptions(portal, search));

export const companyQueryOptions = (portal: PortalRef, id: string) =>
  resource.dataQuery(companyKeys.detail(portal, id), () =>
    partnerClient(portal).GET('/partner/v1/company/{id}', resource.byId(id)),
  );

/** Create (no id) or modify a company. */
export function useSaveCompany(portal: PortalRef) {
  const client = partnerClient(portal);
  return resource.useInvalidatingMutation(
    ({ id, data: body }: { id?: string; data: CompanyInput }) =>
      resource.upsert(
        id,
        (id) => client.PUT('/partner/v1/company/{id}', { ...resource.byId(id), body }),
        () => client.POST('/partner/v1/company', { body }),
      ),
    [companyKeys.all(portal)],
  );
}
