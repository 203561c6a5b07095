import { SimpleGrid } from '@mantine/core';
import type { Schemas } from '@ridgeline/backend-client';
import { BarChart, LineChart, ResponsiveContainer } from 'recharts';
import { ChartCard } from './ChartCard';
import { CHART_MARGIN, categoryAxes, chartBar, chartLine, countAxes } from './chart-parts';
import { CHART_COLORS, shortDay } from './chart-style';
import { FigureTable } from './FigureTable';

export type SystemCharts = Schemas['SystemDashboardCharts'];

const sum = <T,>(rows: readonly T[], of: (row: T) => number) =>
  rows.reduce((total, row) => total + of(row), 0);
const NOTHING = 'Nothing in the last 30 days.';
/** The partner chart names this many, the busiest; the table beneath names them all. */
const PARTNERS_DRAWN = 8;

/**
 * The system dashboard's charts (issue 27 item 10), every partner together over the last 30 days: appointments
 * and captures per day, deliveries per day with the failed ones, and each partner's appointments and captures.
 */
export function SystemChartsView({ charts }: { charts: SystemCharts }) {
  const days = charts.days.map((entry) => ({
    ...entry,
    day: shortDay(entry.date),
    // Stacked with the failures, so the bar's height is every delivery of the day.
    notFailed: entry.deliveries - entry.failedDeliveries,
  }));
  const appointments = sum(charts.days, (d) => d.appointments);
  const captures = sum(charts.days, (d) => d.captures);
  const deliveries = sum(charts.days, (d) => d.deliveries);
  const failed = sum(charts.days, (d) => d.failedDeliveries);
  const busy = charts.partners.filter((p) => p.appointments + p.captures > 0);
  const drawn = busy.slice(0, PARTNERS_DRAWN);

  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <ChartCard
        title="Appointments and captures"
        summary={`${appointments} appointments, ${captures} captures in the last 30 days`}
        empty={appointments + captures === 0 ? NOTHING : undefined}
        table={
          <FigureTable
            head={['Day', 'Appointments', 'Captures']}
            rows={charts.days.map((d) => [d.date, d.appointments, d.captures])}
          />
        }
      >
        <ResponsiveContainer>
          <LineChart accessibilityLayer={false} data={days} margin={CHART_MARGIN}>
            {countAxes('day', { legend: true, minTickGap: 16 })}
            {chartLine('appointments', 'Appointments', CHART_COLORS.blue)}
            {chartLine('captures', 'Captures', CHART_COLORS.green)}
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="Deliveries"
        summary={`${deliveries} deliveries, ${failed} failed in the last 30 days`}
        empty={deliveries === 0 ? NOTHING : undefined}
        table={
          <FigureTable
            head={['Day', 'Deliveries', 'Failed']}
            rows={charts.days.map((d) => [d.date, d.deliveries, d.failedDeliveries])}
          />
        }
      >
        <ResponsiveContainer>
          <BarChart accessibilityLayer={false} data={days} margin={CHART_MARGIN}>
            {countAxes('day', { legend: true, minTickGap: 16 })}
            {chartBar('notFailed', 'Sent or pending', CHART_COLORS.blue, 'deliveries')}
            {chartBar('failedDeliveries', 'Failed', CHART_COLORS.red, 'deliveries')}
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="By partner"
        summary={`${busy.length} of ${charts.partners.length} partners active in the last 30 days`}
        empty={busy.length === 0 ? NOTHING : undefined}
        table={
          <FigureTable
            head={['Partner', 'Appointments', 'Captures']}
            rows={charts.partners.map((p) => [p.name, p.appointments, p.captures])}
          />
        }
      >
        <ResponsiveContainer>
          <BarChart accessibilityLayer={false} data={drawn} layout="vertical" margin={{ left: 8, right: 8 }}>
            {categoryAxes('name', { legend: true })}
            {chartBar('appointments', 'Appointments', CHART_COLORS.blue)}
            {chartBar('captures', 'Captures', CHART_COLORS.green)}
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </SimpleGrid>
  );
}
