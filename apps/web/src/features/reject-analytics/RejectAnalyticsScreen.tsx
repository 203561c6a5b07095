import '@mantine/dates/styles.css';
import { Alert, Button, Group, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconX } from '@tabler/icons-react';
import { LoadingIndicator } from '@ridgeline/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { saveBlob } from '../downloads/save-blob';
import { errorDetail, errorMessage } from '../forms/error-message';
import { ScreenHeader } from '../lists/ScreenHeader';
import { sessionToday } from '../reports/report-filter-state';
import { sessions } from '../session/browser-session';
import {
  downloadRejects,
  useRejectAnalytics,
  useRejectFilterOptions,
  useRejectPartnerOptions,
  type RejectArea,
} from './api/reject-analytics';
import { RejectFigures } from './RejectFigures';
import { rejectRange, rejectRequest } from './reject-request';
import type { RejectScreenSearch } from './reject-search';

// recharts is large: the charts load after the figures are on screen.
const RejectCharts = lazy(() => import('./RejectCharts'));

type ListFilter = 'partners' | 'locations' | 'services' | 'companies';
const FILTER_LABELS: Record<ListFilter, string> = {
  partners: 'Partners',
  locations: 'Locations',
  services: 'Services',
  companies: 'Companies',
};

interface RejectAnalyticsScreenProps {
  area: RejectArea;
  search: RejectScreenSearch;
  onSearch(next: Partial<RejectScreenSearch>): void;
}

/**
 * FBI rejects (issue 28): where the FBI's Transaction Errors come from. The reports' filters and a CSV download of
 * the rejected transmissions, first-time acceptance and the reject rate, charts over time and by reason and
 * finger, and tables by partner, location, operator and device.
 */
export function RejectAnalyticsScreen({ area, search, onSearch }: RejectAnalyticsScreenProps) {
  const system = area.kind === 'system';
  const timeZone = system ? 'UTC' : sessions.readPartner(area.portal)?.timeZone;
  const today = sessionToday(timeZone);
  const body = useMemo(() => rejectRequest(search, today, system), [search, today, system]);
  const range = rejectRange(search, today);
  const { data, isPending, isError, isPlaceholderData } = useRejectAnalytics(area, body);
  const portalOptions = useRejectFilterOptions(area);
  const partnerOptions = useRejectPartnerOptions(system);
  const [downloading, setDownloading] = useState(false);

  const filters: ListFilter[] = system
    ? ['partners']
    : area.portal.kind === 'partner'
      ? ['locations', 'services', 'companies']
      : ['services', 'companies'];
  const options: Record<ListFilter, { value: string; label: string }[]> = {
    partners: partnerOptions.data ?? [],
    locations: portalOptions.locations,
    services: portalOptions.services,
    companies: portalOptions.companies,
  };
  const anyFilter =
    search.from !== '' ||
    search.to !== '' ||
    search.bucket !== 'day' ||
    filters.some((f) => search[f].length > 0);

  const download = async () => {
    setDownloading(true);
    try {
      const file = await downloadRejects(area, body, new AbortController().signal);
      saveBlob(file.blob, file.fileName);
      notifications.show({ message: `Downloaded ${file.fileName}`, color: 'green' });
    } catch (error) {
      notifications.show({
        title: errorMessage(error) ?? 'Download failed',
        message: errorDetail(error) ?? 'The rejects could not be downloaded. Please try again.',
        color: 'red',
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack>
      <ScreenHeader title="FBI rejects">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void download()}
          loading={downloading}
          disabled={!data || data.totals.rejected === 0}
        >
          Download CSV
        </Button>
      </ScreenHeader>

      <Group align="end" gap="sm" role="search" aria-label="Reject filters">
        {filters.map((filter) => (
          <MultiSelect
            key={filter}
            label={FILTER_LABELS[filter]}
            placeholder={search[filter].length === 0 ? 'All' : undefined}
            data={options[filter]}
            value={search[filter]}
            onChange={(value) => onSearch({ [filter]: value })}
            searchable
            clearable
            w={200}
          />
        ))}
        <DateInput
          label="Start Date"
          valueFormat="MM-DD-YYYY"
          w={150}
          value={range.startDate}
          maxDate={range.endDate}
          onChange={(value) => value && onSearch({ from: value })}
        />
        <DateInput
          label="End Date"
          valueFormat="MM-DD-YYYY"
          w={150}
          value={range.endDate}
          minDate={range.startDate}
          onChange={(value) => value && onSearch({ to: value })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="reject-bucket">
            Over time by
          </Text>
          <SegmentedControl
            aria-labelledby="reject-bucket"
            value={body.bucket}
            onChange={(value) => onSearch({ bucket: value === 'week' ? 'week' : 'day' })}
            data={[
              { value: 'day', label: 'Day' },
              { value: 'week', label: 'Week' },
            ]}
          />
        </Stack>
        <Button
          variant="subtle"
          leftSection={<IconX size={14} aria-hidden />}
          disabled={!anyFilter}
          onClick={() =>
            onSearch({
              from: '',
              to: '',
              bucket: 'day',
              partners: [],
              locations: [],
              services: [],
              companies: [],
            })
          }
        >
          Clear all
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Transmissions captured {range.startDate} to {range.endDate}
        {timeZone ? ` (${timeZone})` : ''} that the FBI has answered. Reasons are EBTS error codes; the FBI’s
        messages stay on the records.
      </Text>

      {isError && (
        <Alert color="red" title="The reject figures could not be loaded">
          Please try again.
        </Alert>
      )}
      {isPending && !isError && <LoadingIndicator size="sm" label="Loading the reject figures" />}
      {data && data.totals.answered === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="rejects-empty">
          {anyFilter
            ? 'No transmission the FBI answered matches these filters.'
            : 'No transmission of the last 30 days has been answered by the FBI yet. Widen the dates to see earlier ones.'}
        </Text>
      )}
      {data && data.totals.answered > 0 && (
        <Stack gap="lg" aria-busy={isPlaceholderData}>
          <Suspense fallback={<LoadingIndicator size="sm" label="Loading the reject charts" />}>
            <RejectCharts data={data} />
          </Suspense>
          <RejectFigures data={data} showLocations={system || area.portal.kind === 'partner'} />
        </Stack>
      )}
    </Stack>
  );
}
