import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import type { ReportType } from '@ridgeline/domain';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { readDownload, type DownloadedFile, type DownloadProgress } from '../read-download';

export type ReportSearchBody = Schemas['ReportSearch'];
export type AppointmentReportRow = Schemas['AppointmentReportRow'];
export type BiometricReportRow = Schemas['BiometricReportRow'];
export type ReportFormat = 'csv' | 'xlsx';

const base = (portal: PortalRef) => ['reports', portal.kind, portal.code] as const;
export const reportKeys = {
  all: base,
  search: (portal: PortalRef, type: ReportType, body: ReportSearchBody) =>
    [...base(portal), 'search', type, body] as const,
  options: (portal: PortalRef, list: string) => [...base(portal), 'options', list] as const,
};

type ReportPage =
  | { type: 'appointment'; rows: AppointmentReportRow[]; total: number }
  | { type: 'biometric'; rows: BiometricReportRow[]; total: number };

async function searchReport(
  portal: PortalRef,
  type: ReportType,
  body: ReportSearchBody,
): Promise<ReportPage> {
  const client = partnerClient(portal);
  if (type === 'appointment') {
    const page = await unwrap(client.POST('/partner/v1/reports/appointment/search', { body }));
    return { type, rows: page.data, total: page.totalRecords };
  }
  const page = await unwrap(client.POST('/partner/v1/reports/biometric/search', { body }));
  return { type, rows: page.data, total: page.totalRecords };
}

export const useReportSearch = (portal: PortalRef, type: ReportType, body: ReportSearchBody) =>
  useQuery({
    queryKey: reportKeys.search(portal, type, body),
    queryFn: () => searchReport(portal, type, body),
    placeholderData: keepPreviousData,
  });

export interface FilterOption {
  value: string;
  label: string;
}

/** The drop-down lists of the filter bar; a list that cannot be read stays empty rather than failing the screen. */
export function useReportFilterOptions(portal: PortalRef) {
  const client = partnerClient(portal);
  const companies = useQuery({
    queryKey: reportKeys.options(portal, 'companies'),
    queryFn: async () =>
      (await unwrap(client.GET('/partner/v1/company/selectable'))).data.map((entry) => ({
        value: entry.id,
        label: entry.title,
      })),
  });
  const services = useQuery({
    queryKey: reportKeys.options(portal, 'services'),
    queryFn: async () =>
      (await unwrap(client.GET('/partner/v1/services/selectable-infos'))).data.map((entry) => ({
        value: entry.id,
        label: entry.title,
      })),
  });
  const locations = useQuery({
    queryKey: reportKeys.options(portal, 'locations'),
    enabled: portal.kind === 'partner',
    queryFn: async () =>
      (await unwrap(client.GET('/partner/v1/locations/selectable-infos'))).data.map((entry) => ({
        value: entry.id,
        label: entry.title,
      })),
  });
  const paymentModes = useQuery({
    queryKey: reportKeys.options(portal, 'payment-modes'),
    queryFn: async () =>
      (await unwrap(client.GET('/partner/v1/setting/partner/payment-mode'))).data.map((entry) => ({
        value: entry.code,
        label: entry.title,
      })),
  });
  return {
    companies: companies.data ?? [],
    services: services.data ?? [],
    locations: locations.data ?? [],
    paymentModes: paymentModes.data ?? [],
  };
}

/** Streams the whole report in `format`, reporting progress; rejects with `Download failed` on any failure. */
export function downloadReport(
  portal: PortalRef,
  type: ReportType,
  body: ReportSearchBody,
  format: ReportFormat,
  onProgress: (progress: DownloadProgress) => void,
  signal: AbortSignal,
): Promise<DownloadedFile> {
  const client = partnerClient(portal);
  // Paging is ignored by a download: it holds every matching row.
  const request = { body: { ...body, format }, parseAs: 'stream' as const, signal };
  const call =
    type === 'appointment'
      ? client.POST('/partner/v1/reports/appointment/download', request)
      : client.POST('/partner/v1/reports/biometric/download', request);
  return readDownload(
    call as Promise<{ data?: ReadableStream<Uint8Array>; error?: unknown; response: Response }>,
    `${type}-report.${format}`,
    onProgress,
  );
}
