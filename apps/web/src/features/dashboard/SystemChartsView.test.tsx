import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { SystemChartsView, type SystemCharts } from './SystemChartsView';

const day = (date: string, appointments: number, captures: number, deliveries: number, failed: number) => ({
  date,
  appointments,
  captures,
  deliveries,
  failedDeliveries: failed,
});
const acme = '00000000-0000-4000-8000-00000000000a';
const birch = '00000000-0000-4000-8000-00000000000b';
const idle = '00000000-0000-4000-8000-00000000000c';

describe('the system dashboard charts', () => {
  it('sums the 30 days in each summary and gives screen readers every figure as a table', () => {
    const charts: SystemCharts = {
      days: [day('2026-03-01', 4, 1, 3, 1), day('2026-03-02', 6, 2, 5, 2)],
      partners: [
        { partnerId: acme, name: 'Acme Live Scan', appointments: 8, captures: 3 },
        { partnerId: birch, name: 'Birch Prints', appointments: 2, captures: 0 },
        { partnerId: idle, name: 'Idle Inc', appointments: 0, captures: 0 },
      ],
    };
    render(<SystemChartsView charts={charts} />);
    expect(screen.getByTestId('chart-summary-Appointments and captures').textContent).toBe(
      '10 appointments, 3 captures in the last 30 days',
    );
    expect(screen.getByTestId('chart-summary-Deliveries').textContent).toBe(
      '8 deliveries, 3 failed in the last 30 days',
    );
    expect(screen.getByTestId('chart-summary-By partner').textContent).toBe(
      '2 of 3 partners active in the last 30 days',
    );
    const deliveries = within(screen.getByRole('figure', { name: 'Deliveries' }));
    expect(deliveries.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DayDeliveriesFailed',
      '2026-03-0131',
      '2026-03-0252',
    ]);
    const partners = within(screen.getByRole('figure', { name: 'By partner' }));
    expect(partners.getByRole('cell', { name: 'Idle Inc' })).toBeTruthy();
    expect(screen.queryByText('Nothing in the last 30 days.')).toBeNull();
  });

  it('says so where there is nothing to draw instead of drawing empty axes', () => {
    render(
      <SystemChartsView
        charts={{
          days: [day('2026-03-01', 0, 0, 2, 0), day('2026-03-02', 0, 0, 0, 0)],
          partners: [{ partnerId: idle, name: 'Idle Inc', appointments: 0, captures: 0 }],
        }}
      />,
    );
    const empty = (name: string) =>
      within(screen.getByRole('figure', { name })).queryByText('Nothing in the last 30 days.');
    expect(empty('Appointments and captures')).toBeTruthy();
    expect(empty('By partner')).toBeTruthy();
    expect(empty('Deliveries')).toBeNull();
    expect(screen.getByTestId('chart-summary-Deliveries').textContent).toBe(
      '2 deliveries, 0 failed in the last 30 days',
    );
  });
});
