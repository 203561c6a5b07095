import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import { partnerClient } from '../session/backend';
import type { PortalRef } from '../session/session-types';

/** One entry of a drop-down: the value sent, the label shown. */
export interface Choice {
  value: string;
  label: string;
}

/** The partner's selectable lists a form or a filter bar offers. */
export type ChoiceList = 'companies' | 'services' | 'locations' | 'payment-modes';

const byIdAndTitle = (entries: { id: string; title: string }[]): Choice[] =>
  entries.map((entry) => ({ value: entry.id, label: entry.title }));

/** How each list is read: companies, services and locations by id, payment modes by code. */
const readers: Record<ChoiceList, (portal: PortalRef) => Promise<Choice[]>> = {
  companies: async (portal) =>
    byIdAndTitle((await unwrap(partnerClient(portal).GET('/partner/v1/company/selectable'))).data),
  services: async (portal) =>
    byIdAndTitle((await unwrap(partnerClient(portal).GET('/partner/v1/services/selectable-infos'))).data),
  locations: async (portal) =>
    byIdAndTitle((await unwrap(partnerClient(portal).GET('/partner/v1/locations/selectable-infos'))).data),
  'payment-modes': async (portal) =>
    (await unwrap(partnerClient(portal).GET('/partner/v1/setting/partner/payment-mode'))).data.map(
      (entry) => ({
        value: entry.code,
        label: entry.title,
      }),
    ),
};

/** The query of one selectable list, under the feature's own key. */
export const choicesQuery = <Key extends QueryKey>(portal: PortalRef, list: ChoiceList, queryKey: Key) =>
  queryOptions({ queryKey, queryFn: () => readers[list](portal) });
