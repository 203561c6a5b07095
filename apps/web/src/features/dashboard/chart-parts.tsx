import { Bar, CartesianGrid, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_AXIS } from './chart-style';

/** The margin of a chart with counts on its y axis (the axis labels are short). */
export const CHART_MARGIN = { left: -20, right: 8 };

/**
 * A column chart's grid, axes, tooltip and (with `legend`) legend: the x axis names `xKey` (a day or a label),
 * the y axis counts. Elements, not a component: recharts reads its children's props.
 */
export function countAxes(xKey: string, { legend = false, minTickGap, interval }: AxesOptions = {}) {
  return [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} />,
    <XAxis
      key="x"
      dataKey={xKey}
      tick={CHART_AXIS}
      {...(minTickGap === undefined ? {} : { minTickGap })}
      {...(interval === undefined ? {} : { interval })}
    />,
    <YAxis key="y" allowDecimals={false} tick={CHART_AXIS} />,
    <Tooltip key="tooltip" />,
    legend ? <Legend key="legend" wrapperStyle={{ fontSize: 12 }} /> : null,
  ];
}

/**
 * A horizontal bar chart's grid, axes and tooltip: the y axis names `labelKey` (a partner, a finger), the x axis
 * counts; with `legend`, the series' legend.
 */
export function categoryAxes(labelKey: string, { width = 96, legend = false } = {}) {
  return [
    <CartesianGrid key="grid" strokeDasharray="3 3" horizontal={false} />,
    <XAxis key="x" type="number" allowDecimals={false} tick={CHART_AXIS} />,
    <YAxis key="y" type="category" dataKey={labelKey} width={width} tick={CHART_AXIS} />,
    <Tooltip key="tooltip" />,
    legend ? <Legend key="legend" wrapperStyle={{ fontSize: 12 }} /> : null,
  ];
}

interface AxesOptions {
  legend?: boolean;
  minTickGap?: number;
  interval?: number;
}

/** What every series of the charts has: its data key and legend name, and no animation. */
const series = (dataKey: string, name: string) => ({ dataKey, name, isAnimationActive: false });

/** A line of a chart: one series, no dots. */
export function chartLine(dataKey: string, name: string, color: string, options: { dots?: boolean } = {}) {
  // Dots where a series is sparse (a rate exists only on days with answers): a lone point has no line to show it.
  const dot = options.dots ? { r: 3 } : false;
  return <Line key={dataKey} {...series(dataKey, name)} stroke={color} dot={dot} strokeWidth={2} />;
}

/** A bar series of a chart; bars of one `stackId` stack. */
export function chartBar(dataKey: string, name: string, color: string, stackId?: string) {
  return <Bar key={dataKey} {...series(dataKey, name)} fill={color} {...(stackId ? { stackId } : {})} />;
}
