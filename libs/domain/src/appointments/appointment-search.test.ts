import { describe, expect, it } from 'vitest';
import {
  defaultAppointmentSearch,
  sortAppointmentsBy,
  toAppointmentSearchPayload,
  toggleSortOrder,
} from './appointment-search';

describe('appointment search', () => {
  it('starts on page 1, newest appointment dates first, no criteria', () => {
    expect(defaultAppointmentSearch()).toEqual({
      pageNumber: 1,
      pageSize: 10,
      status: null,
      searchParameter: '',
      appointmentDate: null,
      sortOrder: 'DESC',
      sortField: 'appointmentDate',
    });
  });

  it('toggles the sort direction between ASC and DESC', () => {
    expect(toggleSortOrder('ASC')).toBe('DESC');
    expect(toggleSortOrder('DESC')).toBe('ASC');
  });

  it('flips the direction when the sorted column is chosen again and returns to page 1', () => {
    const params = { ...defaultAppointmentSearch(), pageNumber: 4 };
    expect(sortAppointmentsBy(params, 'appointmentDate')).toMatchObject({ sortOrder: 'ASC', pageNumber: 1 });
  });

  it('sorts a newly chosen column ascending', () => {
    const params = sortAppointmentsBy(defaultAppointmentSearch(), 'createdOn');
    expect(params).toMatchObject({ sortField: 'createdOn', sortOrder: 'ASC' });
  });

  it('sends the wire spelling CANCELED and leaves out empty criteria', () => {
    expect(toAppointmentSearchPayload(defaultAppointmentSearch())).toEqual({
      pageNumber: 1,
      pageSize: 10,
      sortOrder: 'DESC',
      sortField: 'appointmentDate',
    });
    const payload = toAppointmentSearchPayload({
      ...defaultAppointmentSearch(),
      status: 'CANCELLED',
      searchParameter: '  Smith ',
      appointmentDate: '2026-11-25',
    });
    expect(payload).toMatchObject({
      status: 'CANCELED',
      searchParameter: 'Smith',
      appointmentDate: '2026-11-25',
    });
  });
});
