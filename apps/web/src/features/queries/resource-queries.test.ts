import { describe, expect, it } from 'vitest';
import type { ListSearch } from '../lists/list-search';
import { listTexts } from '../lists/ListScreen';
import { recordValues } from '../forms/use-domain-form';
import { portalKeys, systemKeys } from './resource-queries';

const portal = { kind: 'partner', code: 'ACME' } as const;
const search: ListSearch = { page: 2, size: 25, order: 'ASC', q: 'bay', status: 'active' };

describe('the query keys of a resource', () => {
  // The keys the features wrote out before the kit (a saved record invalidates everything under `all`).
  it('keeps a portal resource under [resource, kind, code]', () => {
    const keys = portalKeys('companies');
    expect(keys.all(portal)).toEqual(['companies', 'partner', 'ACME']);
    expect(keys.list(portal, search)).toEqual(['companies', 'partner', 'ACME', 'list', search]);
    expect(keys.detail(portal, 'c1')).toEqual(['companies', 'partner', 'ACME', 'detail', 'c1']);
    expect(keys.key(portal, 'services', 'g1')).toEqual(['companies', 'partner', 'ACME', 'services', 'g1']);
  });

  it('keeps a system resource under [resource]', () => {
    const keys = systemKeys('partners');
    expect(keys.all).toEqual(['partners']);
    expect(keys.list(search)).toEqual(['partners', 'list', search]);
    expect(keys.detail('p1')).toEqual(['partners', 'detail', 'p1']);
  });
});

describe('recordValues', () => {
  const defaults = { title: '', remarks: '', active: true, serviceIds: [] as string[] };

  it('gives the defaults when adding', () => {
    expect(recordValues(undefined, defaults)).toEqual(defaults);
  });

  it("takes the record's values, and the default where the record holds null", () => {
    const record = { id: 'r1', title: 'Clerk', remarks: null, active: false, serviceIds: ['s1'] };
    expect(recordValues(record, defaults)).toEqual({
      title: 'Clerk',
      remarks: '',
      active: false,
      serviceIds: ['s1'],
    });
  });
});

describe('listTexts', () => {
  it('words a list as the screens always have', () => {
    expect(listTexts('Companies', 'company', 'companies')).toEqual({
      title: 'Companies',
      searchLabel: 'Search companies',
      empty: { filtered: 'No company matches the search.', none: 'No companies yet.' },
    });
    expect(listTexts('System Users', 'user', 'users', 'No system users yet.').empty.none).toBe(
      'No system users yet.',
    );
  });
});
