import { SimpleGrid } from '@mantine/core';
import {
  BarChart,
  CartesianGrid,
  Legend,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartCard } from '../dashboard/ChartCard';
import { CHART_MARGIN, categoryAxes, chartBar, chartLine, countAxes } from '../dashboard/chart-parts';
import { CHART_AXIS, CHART_COLORS, shortDay } from '../dashboard/chart-style';
import { FigureTable } from '../dashboard/FigureTable';
import type { RejectAnalytics } from './api/reject-analytics';
import { percent } from './reject-request';

const NOTHING = 'No transmission was answered in this range.';
const NO_REJECTS = 'No rejects in this range.';
/** Bars drawn per breakdown; the tables beside name them all. */
const DRAWN = 8;

const fingerSummary = (n: number) => `${n} ${n === 1 ? 'reject names' : 'rejects name'} one finger`;

const asPercent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

/**
 * The charts of reject analytics, like the dashboards': the reject rate and first-time acceptance per day or week,
 * and rejects by reason and by finger. recharts loads with this component only (the screen imports it lazily).
 */
export default function RejectCharts({ data }: { data: RejectAnalytics }) {
  const periods = data.overTime.map((period) => ({
    ...period,
    label: shortDay(period.period),
    rejectPercent: asPercent(period.rejectRate),
    acceptancePercent: asPercent(period.firstTimeAcceptanceRate),
  }));
  const per = data.bucket === 'week' ? 'week (from Monday)' : 'day';
  const reasons = data.byReason.slice(0, DRAWN);
  const fingers = data.byFinger.slice(0, DRAWN);
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <ChartCard
        title="Rates over time"
        summary={`Reject rate ${percent(data.totals.rejectRate)}, first-time acceptance ${percent(data.totals.firstTimeAcceptanceRate)}, per ${per}`}
        empty={data.totals.answered === 0 ? NOTHING : undefined}
        table={
          <FigureTable
            head={[
              data.bucket === 'week' ? 'Week of' : 'Day',
              'Answered',
              'Rejected',
              'Reject rate',
              'First-time acceptance',
            ]}
            rows={data.overTime.map((period) => [
              period.period,
              period.answered,
              period.rejected,
              percent(period.rejectRate),
              percent(period.firstTimeAcceptanceRate),
            ])}
          />
        }
      >
        <ResponsiveContainer>
          <LineChart accessibilityLayer={false} data={periods} margin={CHART_MARGIN}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={CHART_AXIS} minTickGap={16} />
            <YAxis domain={[0, 100]} unit="%" tick={CHART_AXIS} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {chartLine('rejectPercent', 'Reject rate (%)', CHART_COLORS.red, { dots: true })}
            {chartLine('acceptancePercent', 'First-time acceptance (%)', CHART_COLORS.green, { dots: true })}
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="Rejects by reason"
        summary={`${data.totals.rejected} rejects, ${data.byReason.length} EBTS error codes`}
        empty={data.totals.rejected === 0 ? NO_REJECTS : undefined}
        table={
          <FigureTable
            head={['Error code', 'Rejected']}
            rows={data.byReason.map((r) => [r.label, r.rejected])}
          />
        }
      >
        <ResponsiveContainer>
          <BarChart accessibilityLayer={false} data={reasons} margin={CHART_MARGIN}>
            {countAxes('label')}
            {chartBar('rejected', 'Rejected', CHART_COLORS.red)}
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="Rejects by finger"
        summary={fingerSummary(data.byFinger.reduce((sum, f) => sum + f.rejected, 0))}
        empty={data.byFinger.length === 0 ? 'No reject names a single finger.' : undefined}
        table={
          <FigureTable head={['Finger', 'Rejected']} rows={data.byFinger.map((f) => [f.label, f.rejected])} />
        }
      >
        <ResponsiveContainer>
          <BarChart
            accessibilityLayer={false}
            data={fingers}
            layout="vertical"
            margin={{ left: 8, right: 8 }}
          >
            {categoryAxes('label', { width: 110 })}
            {chartBar('rejected', 'Rejected', CHART_COLORS.orange)}
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </SimpleGrid>
  );
}
