import { SimpleGrid } from '@mantine/core';
import type { Schemas } from '@ridgeline/backend-client';
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
import { ChartCard } from './ChartCard';
import { CHART_AXIS, CHART_COLORS, shortDay } from './chart-style';
import { FigureTable } from './FigureTable';

export type SystemCharts = Schemas['SystemDashboardCharts'];

const sum = <T,>(rows: readonly T[], of: (row: T) => number) =>
  rows.reduce((total, row) => total + of(row), 0);
const margin = { left: -20, right: 8 };
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
          <LineChart accessibilityLayer={false} data={days} margin={margin}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={CHART_AXIS} minTickGap={16} />
            <YAxis allowDecimals={false} tick={CHART_AXIS} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line
              dataKey="appointments"
              name="Appointments"
              stroke={CHART_COLORS.blue}
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
            <Line
              dataKey="captures"
              name="Captures"
              stroke={CHART_COLORS.green}
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
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
          <BarChart accessibilityLayer={false} data={days} margin={margin}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={CHART_AXIS} minTickGap={16} />
            <YAxis allowDecimals={false} tick={CHART_AXIS} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar
              dataKey="notFailed"
              name="Sent or pending"
              stackId="deliveries"
              fill={CHART_COLORS.blue}
              isAnimationActive={false}
            />
            <Bar
              dataKey="failedDeliveries"
              name="Failed"
              stackId="deliveries"
              fill={CHART_COLORS.red}
              isAnimationActive={false}
            />
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
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={CHART_AXIS} />
            <YAxis type="category" dataKey="name" width={96} tick={CHART_AXIS} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar
              dataKey="appointments"
              name="Appointments"
              fill={CHART_COLORS.blue}
              isAnimationActive={false}
            />
            <Bar dataKey="captures" name="Captures" fill={CHART_COLORS.green} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </SimpleGrid>
  );
}
