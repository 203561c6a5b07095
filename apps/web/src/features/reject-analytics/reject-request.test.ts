import { describe, expect, it } from 'vitest';
import { percent, rejectRequest } from './reject-request';
import { rejectScreenSearch } from './reject-search';

describe('the FBI rejects screen’s request', () => {
  it('asks for the last 30 days to today by day when the address names no dates', () => {
    expect(rejectRequest(rejectScreenSearch({}), '2026-11-28', false)).toEqual({
      startDate: '2026-10-30',
      endDate: '2026-11-28',
      bucket: 'day',
    });
  });

  it('sends the chosen filters only, and partners only in the system area', () => {
    const search = rejectScreenSearch({
      from: '2026-11-01',
      to: '2026-11-07',
      bucket: 'week',
      locations: 'loc-1',
      partners: ['p-1'],
      services: [],
    });
    expect(rejectRequest(search, '2026-11-28', false)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-07',
      bucket: 'week',
      locations: ['loc-1'],
    });
    expect(rejectRequest(search, '2026-11-28', true)).toMatchObject({
      partners: ['p-1'],
      locations: ['loc-1'],
    });
  });

  it('draws a range of more than a year by week, which the API can answer', () => {
    const search = rejectScreenSearch({ from: '2024-01-01', to: '2026-11-28', bucket: 'day' });
    expect(rejectRequest(search, '2026-11-28', false).bucket).toBe('week');
  });

  it('ignores what the address cannot mean: bad dates, an unknown bucket, overlong ids', () => {
    const search = rejectScreenSearch({
      from: '28-11-2026',
      bucket: 'month',
      companies: ['x'.repeat(37), 'c-1'],
    });
    expect(search).toMatchObject({ from: '', bucket: 'day', companies: ['c-1'] });
  });

  it('shows a share as a percentage with one decimal, and a dash where nothing was answered', () => {
    expect(percent(0.3333)).toBe('33.3 %');
    expect(percent(1)).toBe('100 %');
    expect(percent(null)).toBe('–');
  });
});
