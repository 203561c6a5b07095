import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downloadWithProgress, unwrap, type Schemas } from '@ridgeline/backend-client';
import type { ReportType } from '@ridgeline/domain';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { choicesQuery, type Choice, type ChoiceList } from '../../queries/choices';

export type ReportSearchBody = Schemas['ReportSearch'];
export type AppointmentReportRow = Schemas['AppointmentReportRow'];
export type BiometricReportRow = Schemas['BiometricReportRow'];
export type ReportFormat = 'csv' | 'xlsx';

/** How far a report download has come: bytes, and line breaks (a CSV's rows plus its heading). */
export interface DownloadProgress {
  bytes: number;
  lines: number;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

const NEWLINE = 10;

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

export type FilterOption = Choice;

/** The drop-down lists of the filter bar; a list that cannot be read stays empty rather than failing the screen. */
export function useReportFilterOptions(portal: PortalRef) {
  const list = (name: ChoiceList) => choicesQuery(portal, name, reportKeys.options(portal, name));
  const companies = useQuery(list('companies'));
  const services = useQuery(list('services'));
  const locations = useQuery({ ...list('locations'), enabled: portal.kind === 'partner' });
  const paymentModes = useQuery(list('payment-modes'));
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
  const path: `/partner/v1/reports/${ReportType}/download` = `/partner/v1/reports/${type}/download`;
  const progress: DownloadProgress = { bytes: 0, lines: 0 };
  // Paging is ignored by a download: it holds every matching row.
  return downloadWithProgress(partnerClient(portal), path, {
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, format }),
    },
    signal,
    onChunk: (chunk) => {
      for (const byte of chunk) if (byte === NEWLINE) progress.lines += 1;
    },
    onProgress: ({ loaded }) => onProgress({ ...progress, bytes: loaded }),
  }).then(({ blob, fileName }) => ({ blob, fileName: fileName ?? `${type}-report.${format}` }));
}
