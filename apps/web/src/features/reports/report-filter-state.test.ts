import { clearAllReportFilters, removeReportFilterValue } from '@ridgeline/domain';
import { describe, expect, it } from 'vitest';
import { reportFilterState, reportRequest, reportScreenSearchOf, sessionToday } from './report-filter-state';
import { reportScreenSearch } from './report-search';

const TODAY = '2026-11-26';
const titleOf = (_filter: string, code: string) => `title of ${code}`;

describe('the Reports screen address', () => {
  it('defaults to the appointment report on created dates, page one, dates today', () => {
    const search = reportScreenSearch({});
    expect(search).toMatchObject({ type: 'appointment', byAppointmentDate: false, page: 1, size: 10 });
    expect(reportRequest(search, TODAY)).toEqual({
      startDate: TODAY,
      endDate: TODAY,
      filterByAppointmentDate: false,
      pageNumber: 1,
      pageSize: 10,
    });
  });

  it('drops malformed values instead of sending them', () => {
    const search = reportScreenSearch({
      type: 'x',
      from: '26-11-2026',
      page: -2,
      size: 7,
      statuses: 'COMPLETED',
    });
    expect(search).toMatchObject({
      type: 'appointment',
      from: '',
      page: 1,
      size: 10,
      statuses: ['COMPLETED'],
    });
  });

  it('sends only the list filters that hold values', () => {
    const search = reportScreenSearch({
      companies: ['c1'],
      statuses: [],
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(reportRequest(search, TODAY)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      filterByAppointmentDate: false,
      pageNumber: 1,
      pageSize: 10,
      companies: ['c1'],
    });
  });

  it('sends the booking channel only when one is chosen, and clears it with its chip', () => {
    expect(reportScreenSearch({}).channel).toBe('ALL');
    expect(reportScreenSearch({ channel: 'phone' }).channel).toBe('ALL');
    const online = reportScreenSearch({ channel: 'ONLINE' });
    expect(reportRequest(online, TODAY)).toMatchObject({ bookingChannel: 'ONLINE' });
    expect(reportRequest(reportScreenSearch({}), TODAY)).not.toHaveProperty('bookingChannel');
    const state = reportFilterState(online, TODAY, titleOf);
    expect(state.bookingChannel).toBe('ONLINE');
    expect(reportScreenSearchOf(clearAllReportFilters(state, TODAY)).channel).toBe('ALL');
  });

  it('removes one chip and keeps the rest, back on page one', () => {
    const search = reportScreenSearch({ locations: ['l1', 'l2'], services: ['s1'], page: 3 });
    const state = reportFilterState(search, TODAY, titleOf);
    expect(state.locations).toEqual([
      { code: 'l1', title: 'title of l1' },
      { code: 'l2', title: 'title of l2' },
    ]);
    const next = reportScreenSearchOf(removeReportFilterValue(state, 'locations', 'l1'));
    expect(next).toMatchObject({ locations: ['l2'], services: ['s1'], page: 1 });
  });

  it('clears everything and puts both dates back on today, keeping the report type', () => {
    const search = reportScreenSearch({
      type: 'biometric',
      companies: ['c1'],
      statuses: ['COMPLETED'],
      from: '2026-01-01',
      to: '2026-02-01',
      byAppointmentDate: 'true',
      channel: 'STAFF',
    });
    const next = reportScreenSearchOf(
      clearAllReportFilters(reportFilterState(search, TODAY, titleOf), TODAY),
    );
    expect(next).toEqual({
      type: 'biometric',
      companies: [],
      services: [],
      locations: [],
      paymentModes: [],
      statuses: [],
      from: TODAY,
      to: TODAY,
      byAppointmentDate: false,
      channel: 'ALL',
      page: 1,
    });
  });
});

describe("the Reports screen's today", () => {
  // 02:50 UTC on 28 November is 18:50 on the 27th in Los Angeles (PST, UTC-8) and 11:50 on the 28th in Tokyo (UTC+9).
  const now = new Date('2026-11-28T02:50:00Z');

  it("is the session's zone's calendar day, not the browser's", () => {
    expect(sessionToday('America/Los_Angeles', now)).toBe('2026-11-27');
    expect(sessionToday('Asia/Tokyo', now)).toBe('2026-11-28');
  });

  it("falls back to the browser's day without a zone or with one Intl does not know", () => {
    const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    expect(sessionToday(undefined, now)).toBe(local);
    expect(sessionToday('Not/AZone', now)).toBe(local);
  });
});
