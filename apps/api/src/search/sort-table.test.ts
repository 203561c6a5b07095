import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { sortTable } from './sort-table';

const things = pgTable('things', {
  id: uuid('id'),
  name: text('name'),
  rank: integer('rank'),
  createdAt: timestamp('created_at'),
});

const dialect = new PgDialect();
const orderBy = (terms: SQL[]) => dialect.sqlToQuery(sql.join(terms, sql`, `)).sql;

const THINGS = sortTable(
  { name: things.name, rank: [things.rank, things.name], createdOn: things.createdAt },
  { fallback: 'name' },
);

describe('sortTable', () => {
  it('sorts by the requested field, ascending unless DESC is asked for', () => {
    expect(orderBy(THINGS.order({ sortField: 'createdOn' }))).toBe('"things"."created_at" asc');
    expect(orderBy(THINGS.order({ sortField: 'createdOn', sortOrder: 'DESC' }))).toBe(
      '"things"."created_at" desc',
    );
  });

  it('sorts a field of several columns by each of them in the same direction', () => {
    expect(orderBy(THINGS.order({ sortField: 'rank', sortOrder: 'DESC' }))).toBe(
      '"things"."rank" desc, "things"."name" desc',
    );
  });

  it('falls back for a missing, empty or unknown field', () => {
    for (const sortField of [undefined, '', 'password', 'NAME']) {
      expect(orderBy(THINGS.order({ sortField }))).toBe('"things"."name" asc');
    }
  });

  it('never reaches an object prototype: __proto__, constructor and friends are unknown names', () => {
    for (const sortField of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(THINGS.field(sortField)).toBe('name');
      expect(orderBy(THINGS.order({ sortField, sortOrder: 'DESC' }))).toBe('"things"."name" desc');
    }
  });

  it('takes the default direction of the list, or of the field, when none is asked for', () => {
    const newestFirst = sortTable(
      { name: things.name, createdOn: things.createdAt },
      { fallback: 'createdOn', defaultOrder: 'DESC' },
    );
    expect(orderBy(newestFirst.order({}))).toBe('"things"."created_at" desc');
    expect(orderBy(newestFirst.order({ sortOrder: 'ASC' }))).toBe('"things"."created_at" asc');
    const byField = sortTable(
      { name: things.name, createdOn: things.createdAt },
      { fallback: 'createdOn', defaultOrder: (field) => (field === 'createdOn' ? 'DESC' : 'ASC') },
    );
    expect(orderBy(byField.order({}))).toBe('"things"."created_at" desc');
    expect(orderBy(byField.order({ sortField: 'name' }))).toBe('"things"."name" asc');
    expect(orderBy(byField.order({ sortField: 'name', sortOrder: 'DESC' }))).toBe('"things"."name" desc');
  });

  it('refuses a fallback that is not one of its fields', () => {
    expect(() =>
      sortTable({ name: things.name } as Record<string, typeof things.name>, { fallback: 'rank' }),
    ).toThrow('sort fallback rank is not a sortable field');
  });
});
