import { describe, expect, it } from 'vitest';
import { BarChart, LineChart } from 'recharts';
import { render } from '../../test/render';
import { chartBar, chartLine, countAxes } from './chart-parts';

const data = [
  { day: 'Mar 1', count: 3, completed: 1 },
  { day: 'Mar 2', count: 5, completed: 4 },
];

describe('the chart parts', () => {
  it('draw the axes with the day labels, and a bar per day of each series', () => {
    const { container } = render(
      <BarChart width={400} height={200} data={data}>
        {countAxes('day')}
        {chartBar('count', 'Appointments', 'blue')}
      </BarChart>,
    );
    const labels = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Mar 1', 'Mar 2']));
    expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
  });

  it('draw a line per series with the legend naming each', () => {
    const { container } = render(
      <LineChart width={400} height={200} data={data}>
        {countAxes('day', { legend: true })}
        {chartLine('count', 'Appointments', 'blue')}
        {chartLine('completed', 'Completed', 'green')}
      </LineChart>,
    );
    expect(container.querySelectorAll('.recharts-line')).toHaveLength(2);
    const legend = [...container.querySelectorAll('.recharts-legend-item-text')].map(
      (item) => item.textContent,
    );
    expect(legend).toEqual(['Appointments', 'Completed']);
  });
});
