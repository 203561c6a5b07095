import { describe, expect, it } from 'vitest';
import { useDemoTestApp } from '../test/auth-test-app';
import { call } from '../test/sessions';
import { expectRefusal } from '../test/answers';
import { auditEntries } from '../test/audit-entries';

const { t, s } = useDemoTestApp();

type Entry = { id: string; code: string; data: string; active: boolean };

describe('master data', () => {
  it('seeds countries, US states, Mexican states and Canadian provinces from ISO 3166', async () => {
    const response = await call(t.app, s.partner, 'POST', '/partner/v1/master-data/grouped-list', {
      categories: ['COUNTRY', 'STATE', 'STATE_MEXICO', 'STATE_CANADA', 'CITIZENSHIP'],
    });
    expect(response.statusCode).toBe(200);
    const lists = response.json<{ data: Record<string, Entry[]> }>().data;
    expect(lists['COUNTRY']?.length).toBe(249);
    expect(lists['STATE']?.find((e) => e.code === 'CA')?.data).toBe('California');
    expect(lists['STATE']?.some((e) => e.code === 'DC')).toBe(true);
    expect(lists['STATE_MEXICO']?.length).toBe(32);
    expect(lists['STATE_CANADA']?.find((e) => e.code === 'QC')?.data).toBe('Quebec');
    expect(lists['STATE_CANADA']?.length).toBe(13);
    const citizenship = lists['CITIZENSHIP']?.map((e) => e.code) ?? [];
    expect(citizenship.length).toBe(246);
    for (const excluded of ['US', 'MM', 'CD']) expect(citizenship).not.toContain(excluded);
    expect(lists['COUNTRY']?.some((e) => e.code === 'US')).toBe(true);
  });

  it('derives CITIZENSHIP from the countries when it is the only category asked for', async () => {
    const alone = await call(t.app, s.partner, 'POST', '/partner/v1/master-data/grouped-list', {
      categories: ['CITIZENSHIP'],
    });
    expect(alone.statusCode).toBe(200);
    const codes =
      alone.json<{ data: Record<string, Entry[]> }>().data['CITIZENSHIP']?.map((e) => e.code) ?? [];
    // ISO 3166-1 alpha-2: France, Japan and Canada are countries one can be a citizen of.
    for (const country of ['FR', 'JP', 'CA']) expect(codes).toContain(country);
    const withCountries = await call(t.app, s.partner, 'POST', '/partner/v1/master-data/grouped-list', {
      categories: ['COUNTRY', 'CITIZENSHIP'],
    });
    expect(codes).toEqual(withCountries.json().data.CITIZENSHIP.map((e: Entry) => e.code));
  });

  it('lists categories, searches and upserts; a deactivated entry leaves the grouped list', async () => {
    const categories = await call(t.app, s.system, 'GET', '/system/v1/master-data/category');
    expect(categories.json().data).toContainEqual({
      code: 'STATE_CANADA',
      title: 'Provinces and territories of Canada',
    });
    const found = await call(t.app, s.system, 'POST', '/system/v1/master-data/search', {
      category: 'STATE_CANADA',
      searchParameter: 'yuk',
    });
    const yukon = found.json().data[0];
    expect(yukon).toMatchObject({ code: 'YT', data: 'Yukon' });
    const off = await call(t.app, s.system, 'POST', '/system/v1/master-data', { ...yukon, active: false });
    expect(off.statusCode).toBe(200);
    const lists = await call(t.app, s.system, 'POST', '/system/v1/master-data/grouped-list', {
      categories: ['STATE_CANADA'],
    });
    expect(lists.json().data.STATE_CANADA.map((e: Entry) => e.code)).not.toContain('YT');

    const created = await call(t.app, s.system, 'POST', '/system/v1/master-data', {
      category: 'EYE_COLOR',
      code: 'BLU',
      data: 'Blue',
      active: true,
    });
    expect(created.statusCode).toBe(200);
    const dup = await call(t.app, s.system, 'POST', '/system/v1/master-data', {
      category: 'EYE_COLOR',
      code: 'BLU',
      data: 'Blue again',
      active: true,
    });
    expectRefusal(dup, 400, 'code is already used in this category');
    const bad = await call(t.app, s.system, 'POST', '/system/v1/master-data', {
      category: 'eye color',
      code: 'X',
      data: 'X',
      active: true,
    });
    expect(bad.json().message.startsWith('category')).toBe(true);
  });

  it('is system-only for changes: a partner token cannot upsert', async () => {
    const response = await call(t.app, s.partner, 'POST', '/system/v1/master-data', {
      category: 'EYE_COLOR',
      code: 'GRN',
      data: 'Green',
      active: true,
    });
    expect(response.statusCode).toBe(401);
  });

  it('searches one category only when a category is given', async () => {
    // "New" is in state names of the US (New York...), of Canada (New Brunswick) and in countries (New Zealand).
    const both = await call(t.app, s.system, 'POST', '/system/v1/master-data/search', {
      searchParameter: 'new',
      pageSize: 100,
    });
    const categoriesOf = (rows: { category: string }[]) => new Set(rows.map((row) => row.category));
    expect(categoriesOf(both.json().data)).toEqual(new Set(['COUNTRY', 'STATE', 'STATE_CANADA']));
    const us = await call(t.app, s.system, 'POST', '/system/v1/master-data/search', {
      category: 'STATE',
      searchParameter: 'new',
      pageSize: 100,
    });
    expect(categoriesOf(us.json().data)).toEqual(new Set(['STATE']));
    expect(us.json().data.map((row: Entry) => row.data)).toContain('New York');
  });

  it('refuses a blank code or value and the derived CITIZENSHIP category, naming the field', async () => {
    const entry = { category: 'HAIR_COLOR', code: 'BRO', data: 'Brown', active: true };
    expectRefusal(
      await call(t.app, s.system, 'POST', '/system/v1/master-data', { ...entry, code: '   ' }),
      400,
      'code is a required field',
    );
    expectRefusal(
      await call(t.app, s.system, 'POST', '/system/v1/master-data', { ...entry, data: ' \t ' }),
      400,
      'data is a required field',
    );
    expectRefusal(
      await call(t.app, s.system, 'POST', '/system/v1/master-data', { ...entry, category: 'CITIZENSHIP' }),
      400,
      'category CITIZENSHIP is derived from COUNTRY',
    );
  });

  it('stores the code and value trimmed, audits the creation and the change with before and after', async () => {
    const created = await call(t.app, s.system, 'POST', '/system/v1/master-data', {
      category: 'HAIR_COLOR',
      code: '  GRY ',
      data: ' Gray  ',
      active: true,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe('Master data created successfully');
    const row = created.json().data;
    expect(row).toMatchObject({ code: 'GRY', data: 'Gray', active: true });
    const [creation] = await auditEntries(t.database.db, 'MASTER_DATA_CREATED', row.id);
    expect(creation?.details.before ?? null).toBeNull();
    expect(creation?.details.after).toMatchObject({ code: 'GRY', data: 'Gray' });

    const changed = await call(t.app, s.system, 'POST', '/system/v1/master-data', {
      ...row,
      data: 'Grey',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Master data updated successfully');
    expect(changed.json().data).toMatchObject({ id: row.id, data: 'Grey' });
    const [change] = await auditEntries(t.database.db, 'MASTER_DATA_UPDATED', row.id);
    expect(change?.details.before).toMatchObject({ data: 'Gray' });
    expect(change?.details.after).toMatchObject({ data: 'Grey' });
  });

  it('answers 404 for a change to an entry that does not exist, and writes nothing', async () => {
    const missing = '00000000-0000-4000-8000-000000000001';
    const response = await call(t.app, s.system, 'POST', '/system/v1/master-data', {
      id: missing,
      category: 'HAIR_COLOR',
      code: 'RED',
      data: 'Red',
      active: true,
    });
    expectRefusal(response, 404, 'Master data not found');
    const found = await call(t.app, s.system, 'POST', '/system/v1/master-data/search', {
      category: 'HAIR_COLOR',
      searchParameter: 'RED',
    });
    expect(found.json().data).toEqual([]);
  });
});
