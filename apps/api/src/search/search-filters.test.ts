import { sql } from 'drizzle-orm';
import { PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { equalsWhenGiven, likePattern, textMatch } from './search-filters';

const people = pgTable('people', { name: text('name'), email: text('email') });
const dialect = new PgDialect();

describe('textMatch', () => {
  it('takes typed wildcards literally', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('matches the trimmed text in any of the columns', () => {
    const match = textMatch('  ann ', [people.name, people.email]);
    expect(dialect.sqlToQuery(match ?? sql`none`)).toMatchObject({
      sql: '("people"."name" ilike $1 or "people"."email" ilike $2)',
      params: ['%ann%', '%ann%'],
    });
  });

  it('does not narrow the search for absent or blank text', () => {
    expect(textMatch(undefined, [people.name])).toBeUndefined();
    expect(textMatch('   ', [people.name])).toBeUndefined();
  });
});

describe('equalsWhenGiven', () => {
  it('filters on a value the search gives, false included, and not on an absent one', () => {
    expect(dialect.sqlToQuery(equalsWhenGiven(people.name, 'Ann') ?? sql`none`)).toMatchObject({
      sql: '"people"."name" = $1',
      params: ['Ann'],
    });
    expect(equalsWhenGiven(people.name, false)).toBeDefined();
    expect(equalsWhenGiven(people.name, undefined)).toBeUndefined();
  });
});
