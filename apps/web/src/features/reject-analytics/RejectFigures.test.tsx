import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import type { RejectAnalytics } from './api/reject-analytics';
import RejectCharts from './RejectCharts';
import { RejectFigures } from './RejectFigures';

const counts = (answered: number, rejected: number, firstAnswered: number, firstAccepted: number) => ({
  answered,
  rejected,
  firstAnswered,
  firstAccepted,
  rejectRate: answered === 0 ? null : rejected / answered,
  firstTimeAcceptanceRate: firstAnswered === 0 ? null : firstAccepted / firstAnswered,
});
const group = (key: string | null, label: string, answered: number, rejected: number) => ({
  key,
  label,
  answered,
  rejected,
  rejectRate: answered === 0 ? null : rejected / answered,
});

/** Five answered transmissions of a fortnight: three rejected, one of four first transmissions accepted. */
const analytics: RejectAnalytics = {
  timeZone: 'America/New_York',
  bucket: 'week',
  totals: counts(5, 3, 4, 1),
  overTime: [
    { period: '2030-03-04', ...counts(3, 1, 2, 1) },
    { period: '2030-03-11', ...counts(2, 2, 2, 0) },
  ],
  byReason: [
    { key: 'L0008', label: 'L0008', rejected: 2 },
    { key: 'L0116', label: 'L0116', rejected: 1 },
  ],
  byLocation: [group('l-2', 'Airport', 2, 2), group('l-1', 'Downtown', 3, 1)],
  byOperator: [group('u-2', 'Paula Partner', 2, 2), group(null, 'Not on record', 3, 1)],
  byDevice: [group('LS-200', 'LS-200', 2, 2), group(null, 'Not recorded', 3, 1)],
  byFinger: [{ key: '2', label: 'Right index (2)', rejected: 1 }],
};

describe('the FBI rejects figures', () => {
  it('shows first-time acceptance and the reject rate with the counts behind them', () => {
    render(<RejectFigures data={analytics} showLocations />);
    expect(screen.getByTestId('figure-First-time acceptance').textContent).toBe('25 %');
    expect(screen.getByTestId('figure-Reject rate').textContent).toBe('60 %');
    expect(screen.getByText('1 of 4 first transmissions accepted')).toBeTruthy();
    expect(screen.getByText('3 of 5 answered transmissions rejected')).toBeTruthy();
  });

  it('tables every breakdown, the worst first, with each rate', () => {
    render(<RejectFigures data={analytics} showLocations />);
    const rows = (name: string) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('row')
        .map((row) => row.textContent);
    expect(rows('By location')).toEqual([
      'LocationAnsweredRejectedReject rate',
      'Airport22100 %',
      'Downtown3133.3 %',
    ]);
    expect(rows('Rejects by reason')).toEqual(['EBTS error codeRejected', 'L00082', 'L01161']);
    expect(rows('Rejects by finger')).toEqual(['FingerRejected', 'Right index (2)1']);
    expect(rows('By operator')[2]).toBe('Not on record3133.3 %');
    expect(rows('By device')[1]).toBe('LS-20022100 %');
  });

  it('leaves the location table out of a location session, and says when no reject names a finger', () => {
    render(<RejectFigures data={{ ...analytics, byFinger: [] }} showLocations={false} />);
    expect(screen.queryByRole('table', { name: 'By location' })).toBeNull();
    expect(screen.getByText('No reject names a single finger.')).toBeTruthy();
  });
});

describe('the FBI rejects charts', () => {
  it('summarises each chart and gives screen readers its figures as a table', () => {
    render(<RejectCharts data={analytics} />);
    expect(screen.getByTestId('chart-summary-Rates over time').textContent).toBe(
      'Reject rate 60 %, first-time acceptance 25 %, per week (from Monday)',
    );
    const overTime = within(screen.getByRole('figure', { name: 'Rates over time' }));
    expect(overTime.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Week ofAnsweredRejectedReject rateFirst-time acceptance',
      '2030-03-043133.3 %50 %',
      '2030-03-1122100 %0 %',
    ]);
    expect(screen.getByTestId('chart-summary-Rejects by reason').textContent).toBe(
      '3 rejects, 2 EBTS error codes',
    );
    expect(screen.getByTestId('chart-summary-Rejects by finger').textContent).toBe(
      '1 reject names one finger',
    );
  });

  it('says so where there is nothing to draw', () => {
    render(
      <RejectCharts
        data={{
          ...analytics,
          totals: counts(2, 0, 2, 2),
          byReason: [],
          byFinger: [],
        }}
      />,
    );
    expect(
      within(screen.getByRole('figure', { name: 'Rejects by reason' })).getByText(
        'No rejects in this range.',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('figure', { name: 'Rejects by finger' })).getByText(
        'No reject names a single finger.',
      ),
    ).toBeTruthy();
  });
});
