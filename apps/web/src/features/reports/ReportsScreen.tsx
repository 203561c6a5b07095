import '@mantine/dates/styles.css';
import {
  Badge,
  Button,
  Group,
  MultiSelect,
  CloseButton,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { IconDownload, IconX } from '@tabler/icons-react';
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_STATUS_LABELS,
  BOOKING_CHANNELS,
  BIOMETRIC_STATUSES,
  BIOMETRIC_STATUS_LABELS,
  DATE_FORMATS,
  REPORT_DATE_FILTERS,
  bookingChannelOf,
  clearAllReportFilters,
  clearReportFilter,
  formatCurrency,
  fromWireAppointmentStatus,
  reformatDate,
  removeReportFilterValue,
  toWireAppointmentStatus,
  type ReportListFilter,
  type ReportType,
} from '@ridgeline/domain';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { errorDetail, errorMessage } from '../forms/error-message';
import { ListEnd, LoadingRows } from '../lists/ListRows';
import { sessions } from '../session/browser-session';
import type { PortalRef } from '../session/session-types';
import {
  downloadReport,
  useReportFilterOptions,
  useReportSearch,
  type DownloadProgress,
  type FilterOption,
  type ReportFormat,
} from './api/reports';
import { saveBlob } from '../downloads/save-blob';
import { reportFilterState, reportRequest, reportScreenSearchOf, sessionToday } from './report-filter-state';
import type { ReportScreenSearch } from './report-search';
import { ScreenHeader } from '../lists/ScreenHeader';

const FILTER_LABELS: Record<ReportListFilter, string> = {
  companies: 'Companies',
  services: 'Services',
  locations: 'Locations',
  paymentModes: 'Payment Modes',
  statuses: 'Statuses',
};

function statusOptions(type: ReportType): FilterOption[] {
  return type === 'appointment'
    ? APPOINTMENT_STATUSES.map((status) => ({
        value: toWireAppointmentStatus(status),
        label: APPOINTMENT_STATUS_LABELS[status],
      }))
    : BIOMETRIC_STATUSES.map((status) => ({ value: status, label: BIOMETRIC_STATUS_LABELS[status] }));
}

const appointmentStatusLabel = (wire: string) => {
  const status = fromWireAppointmentStatus(wire as Parameters<typeof fromWireAppointmentStatus>[0]);
  return status ? APPOINTMENT_STATUS_LABELS[status] : wire;
};

const day = (date: string | null | undefined) =>
  date ? (reformatDate(date.slice(0, 10), DATE_FORMATS.isoDate, DATE_FORMATS.usDate) ?? date) : '';

/** A creation instant in the operator's time zone. */
const instant = (iso: string) => dayjs(iso).format(`${DATE_FORMATS.usDate} ${DATE_FORMATS.time12h}`);

/** A chosen filter value; its button removes just that value. */
function FilterChip({
  children,
  onRemove,
  removeLabel,
}: {
  children: ReactNode;
  onRemove(): void;
  removeLabel: string;
}) {
  return (
    <Badge
      variant="light"
      color="teal.9"
      size="lg"
      tt="none"
      pr={3}
      rightSection={<CloseButton size="xs" aria-label={removeLabel} onClick={onRemove} />}
    >
      {children}
    </Badge>
  );
}

interface Running {
  format: ReportFormat;
  progress: DownloadProgress;
  controller: AbortController;
}

interface ReportsScreenProps {
  portal: PortalRef;
  search: ReportScreenSearch;
  onSearch(next: Partial<ReportScreenSearch>): void;
}

/**
 * Appointment and biometric reports (spec §1, §3, §4, §9): the filter bar with chips that clear one by one and a
 * clear-all back to today, a paged table, and CSV/XLSX downloads with progress and `Download failed` (§8).
 */
export function ReportsScreen({ portal, search, onSearch }: ReportsScreenProps) {
  const today = sessionToday(sessions.readPartner(portal)?.timeZone);
  const options = useReportFilterOptions(portal);
  const lists: Record<ReportListFilter, FilterOption[]> = {
    companies: options.companies,
    services: options.services,
    locations: options.locations,
    paymentModes: options.paymentModes,
    statuses: statusOptions(search.type),
  };
  const titleOf = (filter: ReportListFilter, code: string) =>
    lists[filter].find((option) => option.value === code)?.label ?? code;
  const state = reportFilterState(search, today, titleOf);
  const body = useMemo(() => reportRequest(search, today), [search, today]);
  const { data, isPending, isError, isPlaceholderData } = useReportSearch(portal, search.type, body);
  const [running, setRunning] = useState<Running | null>(null);
  const runningRef = useRef<Running | null>(null);

  const shownFilters: ReportListFilter[] =
    portal.kind === 'partner'
      ? ['companies', 'services', 'locations', 'paymentModes', 'statuses']
      : ['companies', 'services', 'paymentModes', 'statuses'];
  const datesChanged = state.startDate !== today || state.endDate !== today;
  const anyFilter =
    datesChanged ||
    state.filterByAppointmentDate ||
    state.bookingChannel !== 'ALL' ||
    shownFilters.some((filter) => state[filter].length > 0);
  const channelLabel = BOOKING_CHANNELS.find((channel) => channel.value === state.bookingChannel)?.label;

  const download = async (format: ReportFormat) => {
    if (runningRef.current) return;
    const controller = new AbortController();
    const start: Running = { format, progress: { bytes: 0, lines: 0 }, controller };
    runningRef.current = start;
    setRunning(start);
    try {
      const file = await downloadReport(
        portal,
        search.type,
        body,
        format,
        (progress) => setRunning({ ...start, progress }),
        controller.signal,
      );
      saveBlob(file.blob, file.fileName);
      notifications.show({ message: `Downloaded ${file.fileName}`, color: 'green' });
    } catch (error) {
      if (!(error instanceof Error && error.name === 'AbortError')) {
        notifications.show({
          title: errorMessage(error) ?? 'Download failed',
          message: errorDetail(error) ?? 'The report could not be downloaded. Please try again.',
          color: 'red',
        });
      }
    } finally {
      runningRef.current = null;
      setRunning(null);
    }
  };

  const total = data?.total ?? 0;
  const percent =
    running && running.format === 'csv' && total > 0
      ? Math.min(100, (Math.max(0, running.progress.lines - 1) / total) * 100)
      : 100;

  return (
    <Stack>
      <ScreenHeader title="Reports">
        <SegmentedControl
          aria-label="Report type"
          value={search.type}
          onChange={(value) => onSearch({ type: value as ReportType, statuses: [], page: 1 })}
          data={[
            { value: 'appointment', label: 'Appointment' },
            { value: 'biometric', label: 'Biometric' },
          ]}
        />
      </ScreenHeader>

      <Group align="end" gap="sm" role="search" aria-label="Report filters">
        {shownFilters.map((filter) => (
          <MultiSelect
            key={filter}
            label={FILTER_LABELS[filter]}
            placeholder={search[filter].length === 0 ? 'All' : undefined}
            data={lists[filter]}
            value={search[filter]}
            onChange={(value) => onSearch({ [filter]: value, page: 1 })}
            searchable
            clearable
            w={200}
          />
        ))}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="report-date-filter">
            Date filter
          </Text>
          <SegmentedControl
            aria-labelledby="report-date-filter"
            value={search.byAppointmentDate ? 'appointmentDate' : 'createdOn'}
            onChange={(value) => onSearch({ byAppointmentDate: value === 'appointmentDate', page: 1 })}
            data={REPORT_DATE_FILTERS.map((filter) => ({ value: filter.value, label: filter.label }))}
          />
        </Stack>
        <Select
          label="Booked by"
          w={170}
          allowDeselect={false}
          data={BOOKING_CHANNELS.map((channel) => ({ value: channel.value, label: channel.label }))}
          value={search.channel}
          onChange={(value) => onSearch({ channel: bookingChannelOf(value), page: 1 })}
        />
        <DateInput
          label="Start Date"
          valueFormat="MM-DD-YYYY"
          w={150}
          value={state.startDate}
          maxDate={state.endDate}
          onChange={(value) => value && onSearch({ from: value, page: 1 })}
        />
        <DateInput
          label="End Date"
          valueFormat="MM-DD-YYYY"
          w={150}
          value={state.endDate}
          minDate={state.startDate}
          onChange={(value) => value && onSearch({ to: value, page: 1 })}
        />
      </Group>

      <Group gap="xs" aria-label="Active filters" role="group">
        {shownFilters.flatMap((filter) =>
          state[filter].map((entry) => (
            <FilterChip
              key={`${filter}-${entry.code}`}
              onRemove={() =>
                onSearch(reportScreenSearchOf(removeReportFilterValue(state, filter, entry.code)))
              }
              removeLabel={`Remove ${FILTER_LABELS[filter]}: ${entry.title}`}
            >
              {FILTER_LABELS[filter]}: {entry.title}
            </FilterChip>
          )),
        )}
        {state.filterByAppointmentDate && (
          <FilterChip
            onRemove={() =>
              onSearch(reportScreenSearchOf(clearReportFilter(state, 'filterByAppointmentDate', today)))
            }
            removeLabel={'Remove Appointment Date filter'}
          >
            By Appointment Date
          </FilterChip>
        )}
        {state.bookingChannel !== 'ALL' && (
          <FilterChip
            onRemove={() => onSearch(reportScreenSearchOf(clearReportFilter(state, 'bookingChannel', today)))}
            removeLabel={`Remove ${channelLabel} filter`}
          >
            {channelLabel}
          </FilterChip>
        )}
        {datesChanged && (
          <FilterChip
            onRemove={() => onSearch(reportScreenSearchOf(clearReportFilter(state, 'dates', today)))}
            removeLabel={'Reset dates to today'}
          >
            {day(state.startDate)} – {day(state.endDate)}
          </FilterChip>
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconX size={14} aria-hidden />}
          disabled={!anyFilter}
          onClick={() => onSearch(reportScreenSearchOf(clearAllReportFilters(state, today)))}
        >
          Clear all
        </Button>
      </Group>

      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed" aria-live="polite">
          {isPending
            ? 'Loading…'
            : `${total.toLocaleString('en-US')} matching ${total === 1 ? 'row' : 'rows'}`}
        </Text>
        <Group gap="xs">
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void download(format)}
              loading={running?.format === format}
              disabled={running !== null || total === 0}
            >
              Download {format.toUpperCase()}
            </Button>
          ))}
        </Group>
      </Group>
      {running && (
        <Group gap="sm" align="center" data-testid="download-progress">
          <Progress
            flex={1}
            value={percent}
            animated={running.format === 'xlsx' || total === 0}
            striped
            aria-label={`Downloading the ${running.format.toUpperCase()} report`}
          />
          <Text size="sm" aria-live="polite">
            {running.format === 'csv' && total > 0
              ? `${Math.round(percent)}% (${Math.max(0, running.progress.lines - 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows)`
              : `${(running.progress.bytes / 1024).toFixed(0)} kB received`}
          </Text>
          <Button variant="default" size="compact-sm" onClick={() => running.controller.abort()}>
            Cancel download
          </Button>
        </Group>
      )}

      <Table
        striped
        highlightOnHover
        aria-label={`${search.type === 'appointment' ? 'Appointment' : 'Biometric'} report`}
      >
        <Table.Thead>
          {search.type === 'appointment' ? (
            <Table.Tr>
              <Table.Th>Appointment Date</Table.Th>
              <Table.Th>Start Time</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>First Name</Table.Th>
              <Table.Th>Last Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th>Service</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th>Payment Mode</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Booked Online</Table.Th>
              <Table.Th>Created On</Table.Th>
            </Table.Tr>
          ) : (
            <Table.Tr>
              <Table.Th>Created On</Table.Th>
              <Table.Th>TCN</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Transmission</Table.Th>
              <Table.Th>First Name</Table.Th>
              <Table.Th>Last Name</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th>Service</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th>Amount</Table.Th>
            </Table.Tr>
          )}
        </Table.Thead>
        {/* Busy also while the previous filters' rows stay on screen until the new ones arrive. */}
        <Table.Tbody aria-busy={isPending || isPlaceholderData}>
          {isPending && <LoadingRows columns={13} />}
          {data?.type === 'appointment' &&
            data.rows.map((row) => (
              <Table.Tr key={row.id} data-testid="report-row">
                <Table.Td>{day(row.appointmentDate)}</Table.Td>
                <Table.Td>{row.startTime}</Table.Td>
                <Table.Td>
                  <Badge variant="outline" color="gray.8">
                    {appointmentStatusLabel(row.status)}
                  </Badge>
                </Table.Td>
                <Table.Td>{row.firstName}</Table.Td>
                <Table.Td>{row.lastName}</Table.Td>
                <Table.Td>{row.email}</Table.Td>
                <Table.Td>{row.locationTitle}</Table.Td>
                <Table.Td>{row.serviceDisplayName}</Table.Td>
                <Table.Td>{row.companyName ?? ''}</Table.Td>
                <Table.Td>{row.paymentModeCode ?? ''}</Table.Td>
                <Table.Td>{formatCurrency(row.amount)}</Table.Td>
                <Table.Td>{row.bookedOnline ? 'Yes' : 'No'}</Table.Td>
                <Table.Td>{instant(row.createdOn)}</Table.Td>
              </Table.Tr>
            ))}
          {data?.type === 'biometric' &&
            data.rows.map((row) => (
              <Table.Tr key={row.id} data-testid="report-row">
                <Table.Td>{instant(row.createdOn)}</Table.Td>
                <Table.Td>{row.transactionControlNumber ?? ''}</Table.Td>
                <Table.Td>
                  <Badge variant="outline" color="gray.8">
                    {BIOMETRIC_STATUS_LABELS[row.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>{row.transmissionResult ?? ''}</Table.Td>
                <Table.Td>{row.firstName}</Table.Td>
                <Table.Td>{row.lastName}</Table.Td>
                <Table.Td>{row.locationTitle}</Table.Td>
                <Table.Td>{row.serviceDisplayName}</Table.Td>
                <Table.Td>{row.companyName ?? ''}</Table.Td>
                <Table.Td>{formatCurrency(row.amount)}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>

      <ListEnd
        isError={isError}
        count={data?.rows.length}
        filtered={anyFilter}
        empty={{
          none: 'No report rows for today. Widen the date range to see more.',
          filtered: 'No rows match the filters.',
        }}
        total={total}
        search={search}
        onPage={onSearch}
      />
    </Stack>
  );
}
