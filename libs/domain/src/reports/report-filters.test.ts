import { describe, expect, it } from 'vitest';
import {
  BOOKING_CHANNELS,
  REPORT_DATE_FILTERS,
  bookingChannelOf,
  clearAllReportFilters,
  clearReportFilter,
  defaultReportFilters,
  removeReportFilterValue,
  type ReportFilterState,
} from './report-filters';

const TODAY = '2026-11-25';

const filled = (): ReportFilterState => ({
  companies: [{ code: 'C1', title: 'Acme' }],
  services: [{ code: 'S1', title: 'Prints' }],
  locations: [
    { code: 'L1', title: 'North' },
    { code: 'L2', title: 'South' },
  ],
  paymentModes: [{ code: 'CARD', title: 'Card' }],
  statuses: [{ code: 'COMPLETED', title: 'Completed' }],
  startDate: '2026-01-01',
  endDate: '2026-02-01',
  filterByAppointmentDate: true,
  bookingChannel: 'ONLINE',
  reportType: 'biometric',
});

describe('report filters', () => {
  it('default to the appointment report with both dates today', () => {
    expect(defaultReportFilters(TODAY)).toMatchObject({
      reportType: 'appointment',
      startDate: TODAY,
      endDate: TODAY,
      companies: [],
      filterByAppointmentDate: false,
      bookingChannel: 'ALL',
    });
  });

  it('offer Created Date and Appointment Date as date filters', () => {
    expect(REPORT_DATE_FILTERS.map((filter) => filter.label)).toEqual(['Created Date', 'Appointment Date']);
  });

  it('clear one list filter and leave the others', () => {
    const state = clearReportFilter(filled(), 'locations', TODAY);
    expect(state.locations).toEqual([]);
    expect(state.companies).toHaveLength(1);
    expect(state.startDate).toBe('2026-01-01');
  });

  it('clear the dates back to today', () => {
    expect(clearReportFilter(filled(), 'dates', TODAY)).toMatchObject({ startDate: TODAY, endDate: TODAY });
  });

  it('clear the appointment-date flag', () => {
    expect(clearReportFilter(filled(), 'filterByAppointmentDate', TODAY).filterByAppointmentDate).toBe(false);
  });

  it('clear the booking channel back to anyone, and read only the channels it knows from an address', () => {
    expect(clearReportFilter(filled(), 'bookingChannel', TODAY).bookingChannel).toBe('ALL');
    expect(BOOKING_CHANNELS.map((channel) => channel.value)).toEqual(['ALL', 'ONLINE', 'STAFF']);
    expect(bookingChannelOf('STAFF')).toBe('STAFF');
    expect(bookingChannelOf('online')).toBe('ALL');
    expect(bookingChannelOf(undefined)).toBe('ALL');
  });

  it('remove a single chosen value from a list filter', () => {
    expect(removeReportFilterValue(filled(), 'locations', 'L1').locations).toEqual([
      { code: 'L2', title: 'South' },
    ]);
  });

  it('clear all: every filter empty, dates today, report type kept', () => {
    expect(clearAllReportFilters(filled(), TODAY)).toEqual({
      ...defaultReportFilters(TODAY),
      reportType: 'biometric',
    });
  });
});
