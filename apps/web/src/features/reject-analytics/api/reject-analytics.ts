import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downloadWithProgress, unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient, systemClient } from '../../session/backend';
import { sessions } from '../../session/browser-session';
import type { PortalRef } from '../../session/session-types';
import { choicesQuery, type ChoiceList } from '../../queries/choices';
import type { rejectRequest } from '../reject-request';

export type RejectAnalytics = Schemas['RejectAnalytics'];
export type RejectRequest = ReturnType<typeof rejectRequest>;

/** Whose rejects: a portal session's (partner or location), or every partner's in the system area. */
export type RejectArea = { kind: 'system' } | { kind: 'portal'; portal: PortalRef };

const areaKey = (area: RejectArea) =>
  area.kind === 'system' ? (['system'] as const) : ([area.portal.kind, area.portal.code] as const);

export const rejectKeys = {
  all: ['reject-analytics'] as const,
  search: (area: RejectArea, body: RejectRequest) => [...rejectKeys.all, ...areaKey(area), body] as const,
  partners: () => [...rejectKeys.all, 'system', 'partners'] as const,
};

async function searchRejects(area: RejectArea, body: RejectRequest): Promise<RejectAnalytics> {
  if (area.kind === 'system') {
    return (await unwrap(systemClient().POST('/system/v1/reject-analytics/search', { body }))).data;
  }
  const { partners: _ignored, ...portalBody } = body;
  return (
    await unwrap(
      partnerClient(area.portal).POST('/partner/v1/reports/reject-analytics/search', { body: portalBody }),
    )
  ).data;
}

/** The figures of the filters; the previous ones stay on screen (marked busy) until the new ones arrive. */
export const useRejectAnalytics = (area: RejectArea, body: RejectRequest) =>
  useQuery({
    queryKey: rejectKeys.search(area, body),
    queryFn: () => searchRejects(area, body),
    placeholderData: keepPreviousData,
    // Mounted after a logout (the screen stays while the router leaves) it would call with no session (401).
    enabled: Boolean(area.kind === 'system' ? sessions.token('system') : sessions.partnerToken(area.portal)),
  });

/** A portal's filter lists (the reports' lists); none in the system area, locations at partner level only. */
export function useRejectFilterOptions(area: RejectArea) {
  const portal: PortalRef = area.kind === 'portal' ? area.portal : { kind: 'partner', code: '' };
  const list = (name: ChoiceList, enabled: boolean) => ({
    ...choicesQuery(portal, name, [...rejectKeys.all, ...areaKey(area), 'options', name] as const),
    enabled,
  });
  const inPortal = area.kind === 'portal';
  const companies = useQuery(list('companies', inPortal));
  const services = useQuery(list('services', inPortal));
  const locations = useQuery(list('locations', inPortal && portal.kind === 'partner'));
  return {
    companies: companies.data ?? [],
    services: services.data ?? [],
    locations: locations.data ?? [],
  };
}

/** The system area's partner filter: every partner by legal name (500, the contract's largest page). */
export const useRejectPartnerOptions = (enabled: boolean) =>
  useQuery({
    queryKey: rejectKeys.partners(),
    enabled,
    queryFn: async () =>
      (
        await unwrap(
          systemClient().POST('/system/v1/partner/search', { body: { pageNumber: 1, pageSize: 500 } }),
        )
      ).data.map((partner) => ({ value: partner.id, label: partner.legalName })),
  });

/** The rejected transmissions behind the figures as CSV. */
export async function downloadRejects(area: RejectArea, body: RejectRequest, signal: AbortSignal) {
  const { partners, ...portalBody } = body;
  const [client, url, sent] =
    area.kind === 'system'
      ? [systemClient(), '/system/v1/reject-analytics/download', { ...portalBody, partners }]
      : [partnerClient(area.portal), '/partner/v1/reports/reject-analytics/download', portalBody];
  const file = await downloadWithProgress(client, url, {
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(sent) },
    signal,
  });
  return {
    blob: file.blob,
    fileName: file.fileName ?? `fbi-rejects-${body.startDate}-to-${body.endDate}.csv`,
  };
}
