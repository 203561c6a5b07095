import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import { LoadingIndicator } from '@ridgeline/ui';
import {
  APPOINTMENT_STATUS_LABELS,
  DATE_FORMATS,
  fromWireAppointmentStatus,
  reformatDate,
} from '@ridgeline/domain';
import { BarChart, LineChart, ResponsiveContainer } from 'recharts';
import { partnerClient } from '../session/backend';
import type { PortalRef } from '../session/session-types';
import { ChartCard } from './ChartCard';
import { CHART_MARGIN, chartBar, chartLine, countAxes } from './chart-parts';
import { CHART_COLORS, shortDay } from './chart-style';
import { FigureTable } from './FigureTable';
import { dashboardKeys } from './keys';

const { blue: BLUE, green: GREEN, orange: ORANGE } = CHART_COLORS;
const weekday = (date: string) => reformatDate(date, DATE_FORMATS.isoDate, 'ddd') ?? date;

/**
 * The dashboard's appointment charts (issue 15): today's appointments by status, no-shows per day this week and
 * appointments per day over the last 30 days with how many were completed. recharts loads with this component
 * only (PortalDashboard imports it lazily), so the first screen's JavaScript does not grow.
 */
export default function AppointmentCharts({ portal }: { portal: PortalRef }) {
  const { data, isError } = useQuery({
    queryKey: [...dashboardKeys.portal(portal), 'appointment-charts'],
    queryFn: async () => (await unwrap(partnerClient(portal).GET('/partner/v1/appointments/dashboard'))).data,
  });
  if (isError) return <Text c="red.8">The appointment charts could not be loaded.</Text>;
  if (!data) return <LoadingIndicator size="sm" label="Loading the appointment charts" />;

  const today = data.today.map((entry) => {
    const status = fromWireAppointmentStatus(entry.status);
    return { label: status ? APPOINTMENT_STATUS_LABELS[status] : entry.status, count: entry.count };
  });
  const todayTotal = today.reduce((sum, entry) => sum + entry.count, 0);
  const noShows = data.noShowsThisWeek.map((entry) => ({ day: weekday(entry.date), ...entry }));
  const noShowTotal = noShows.reduce((sum, entry) => sum + entry.count, 0);
  const month = data.last30Days.map((entry) => ({ day: shortDay(entry.date), ...entry }));
  const monthTotal = month.reduce((sum, entry) => sum + entry.count, 0);
  const monthCompleted = month.reduce((sum, entry) => sum + entry.completed, 0);

  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <ChartCard
        title="Today's appointments"
        summary={`${todayTotal} today`}
        table={
          <FigureTable
            head={['Status', 'Appointments']}
            rows={today.map((entry) => [entry.label, entry.count])}
          />
        }
      >
        <ResponsiveContainer>
          <BarChart accessibilityLayer={false} data={today} margin={CHART_MARGIN}>
            {countAxes('label', { interval: 0 })}
            {chartBar('count', 'Appointments', BLUE)}
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="No-shows this week"
        summary={`${noShowTotal} since Monday`}
        table={
          <FigureTable
            head={['Day', 'No-shows']}
            rows={data.noShowsThisWeek.map((entry) => [entry.date, entry.count])}
          />
        }
      >
        <ResponsiveContainer>
          <BarChart accessibilityLayer={false} data={noShows} margin={CHART_MARGIN}>
            {countAxes('day')}
            {chartBar('count', 'No-shows', ORANGE)}
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="Last 30 days"
        summary={`${monthTotal} appointments, ${monthCompleted} completed`}
        table={
          <FigureTable
            head={['Day', 'Appointments', 'Completed']}
            rows={data.last30Days.map((entry) => [entry.date, entry.count, entry.completed])}
          />
        }
      >
        <ResponsiveContainer>
          <LineChart accessibilityLayer={false} data={month} margin={CHART_MARGIN}>
            {countAxes('day', { legend: true, minTickGap: 16 })}
            {chartLine('count', 'Appointments', BLUE)}
            {chartLine('completed', 'Completed', GREEN)}
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
    </SimpleGrid>
  );
}
