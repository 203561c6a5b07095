import { describe, expect, it } from 'vitest';
import { useDemoTestApp } from '../test/auth-test-app';
import { call } from '../test/sessions';
import { expectRefusal } from '../test/answers';

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
});
