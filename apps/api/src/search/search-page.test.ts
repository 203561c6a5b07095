import { describe, expect, it } from 'vitest';
import { pageOf, searchPage } from './search-page';

describe('pageOf', () => {
  it('starts at page 1 of 10 rows, or of the list own default size', () => {
    expect(pageOf({})).toEqual({ pageNumber: 1, pageSize: 10, offset: 0 });
    expect(pageOf({}, 20)).toEqual({ pageNumber: 1, pageSize: 20, offset: 0 });
  });

  it('skips the rows of the pages before the one asked for', () => {
    expect(pageOf({ pageNumber: 3, pageSize: 25 })).toEqual({ pageNumber: 3, pageSize: 25, offset: 50 });
    expect(pageOf({ pageNumber: 2 }, 20)).toEqual({ pageNumber: 2, pageSize: 20, offset: 20 });
  });
});

describe('searchPage', () => {
  it('answers the contract paged payload: the page, the total, the page size and the page number', async () => {
    const calls: string[] = [];
    const page = await searchPage(
      { pageNumber: 2, pageSize: 3 },
      {
        count: async () => {
          calls.push('count');
          return [{ n: 7 }];
        },
        rows: async ({ limit, offset }) => {
          calls.push(`rows ${limit} from ${offset}`);
          return ['d', 'e', 'f'];
        },
      },
      (rows) => rows.map((row) => row.toUpperCase()),
    );
    expect(page).toEqual({ data: ['D', 'E', 'F'], totalRecords: 7, limit: 3, currentPage: 2 });
    // One statement after the other, count first: a partner call's transaction runs one at a time.
    expect(calls).toEqual(['count', 'rows 3 from 3']);
  });

  it('reads a count PostgreSQL sends as text (bigint) as a number, and no count row as 0', async () => {
    const counted = await searchPage(
      {},
      { count: async () => [{ n: '12' }], rows: async () => [] },
      (rows) => rows,
    );
    expect(counted.totalRecords).toBe(12);
    const none = await searchPage(
      {},
      { count: async () => [], rows: async () => [], defaultPageSize: 20 },
      (rows) => rows,
    );
    expect(none).toEqual({ data: [], totalRecords: 0, limit: 20, currentPage: 1 });
  });
});
