import { describe, expect, it } from 'vitest';
import { biometricListSearch, biometricSearchRequest } from './biometric-search';

describe('biometric list URL state', () => {
  it('falls back to page 1, 10 rows, newest first and All for anything malformed', () => {
    expect(
      biometricListSearch({ page: 'x', size: 7, sort: 'ssn', status: 'DONE', createdOn: 'today' }),
    ).toEqual({
      page: 1,
      size: 10,
      sort: 'createdOn',
      order: 'DESC',
      q: '',
      status: 'ALL',
      createdOn: '',
      residentStatus: '',
      recaptureOf: '',
      withParent: false,
    });
  });

  it('sends every filter the URL holds and leaves All and empty ones out', () => {
    const search = biometricListSearch({
      page: 2,
      size: 25,
      sort: 'lastName',
      order: 'ASC',
      q: 'okafor',
      status: 'REQUEST_FOR_RECAPTURE',
      createdOn: '2026-11-20',
      residentStatus: 'US Citizen',
      recaptureOf: '0f0e0d0c-0b0a-4909-8807-060504030201',
      withParent: 'true',
    });
    expect(biometricSearchRequest(search)).toEqual({
      pageNumber: 2,
      pageSize: 25,
      sortField: 'lastName',
      sortOrder: 'ASC',
      searchParameter: 'okafor',
      status: 'REQUEST_FOR_RECAPTURE',
      createdOn: '2026-11-20',
      residentStatus: 'US Citizen',
      recaptureReferenceId: '0f0e0d0c-0b0a-4909-8807-060504030201',
      includeRecaptureParent: true,
    });
    expect(biometricSearchRequest(biometricListSearch({}))).toEqual({
      pageNumber: 1,
      pageSize: 10,
      sortField: 'createdOn',
      sortOrder: 'DESC',
    });
  });
});
