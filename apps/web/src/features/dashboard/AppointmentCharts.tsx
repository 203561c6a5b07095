import { Paper, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import {
  APPOINTMENT_STATUS_LABELS,
  DATE_FORMATS,
  fromWireAppointmentStatus,
  reformatDate,
} from '@ridgeline/domain';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { partnerClient } from '../session/backend';
import type { PortalRef } from '../session/session-types';
import { dashboardKeys } from './keys';

// Mantine's palette at shades that keep 4.5:1 on white (the axe scan measures the legends and labels).
const BLUE = 'var(--mantine-color-blue-8)';
const GREEN = 'var(--mantine-color-green-9)';
const ORANGE = 'var(--mantine-color-orange-9)';

const shortDay = (date: string) => reformatDate(date, DATE_FORMATS.isoDate, 'MMM D') ?? date;
const weekday = (date: string) => reformatDate(date, DATE_FORMATS.isoDate, 'ddd') ?? date;

function ChartCard({
  title,
  summary,
  children,
  table,
}: {
  title: string;
  summary: string;
  children: ReactNode;
  table: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-label={title}>
      <Text fw={600} component="figcaption">
        {title}
      </Text>
      <Text size="sm" c="dimmed" mb="sm" data-testid={`chart-summary-${title}`}>
        {summary}
      </Text>
      {/* The drawing is for the eye; screen readers get the same figures as a table. */}
      <div aria-hidden style={{ width: '100%', height: 220 }}>
        {children}
      </div>
      <VisuallyHidden>{table}</VisuallyHidden>
    </Paper>
  );
}

function FigureTable({ head, rows }: { head: string[]; rows: (string | number)[][] }) {
  return (
    <table>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell}>{cell}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

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
  if (!data) return <Text c="dimmed">Loading the appointment charts…</Text>;

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
  const axis = { fontSize: 12, fill: 'var(--mantine-color-gray-8)' };

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
          <BarChart accessibilityLayer={false} data={today} margin={{ left: -20, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={axis} interval={0} />
            <YAxis allowDecimals={false} tick={axis} />
            <Tooltip />
            <Bar dataKey="count" name="Appointments" fill={BLUE} isAnimationActive={false} />
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
          <BarChart accessibilityLayer={false} data={noShows} margin={{ left: -20, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={axis} />
            <YAxis allowDecimals={false} tick={axis} />
            <Tooltip />
            <Bar dataKey="count" name="No-shows" fill={ORANGE} isAnimationActive={false} />
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
          <LineChart accessibilityLayer={false} data={month} margin={{ left: -20, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={axis} minTickGap={16} />
            <YAxis allowDecimals={false} tick={axis} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line
              dataKey="count"
              name="Appointments"
              stroke={BLUE}
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
            <Line
              dataKey="completed"
              name="Completed"
              stroke={GREEN}
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
    </SimpleGrid>
  );
}
