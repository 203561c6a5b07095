import { describe, expect, it } from 'vitest';
import { isPastTheEnd, lastPageOf } from './paging';

describe('paging past the end (issue 27, item 6)', () => {
  it('knows the last page: 449 rows by 10 end on page 45', () => {
    expect(lastPageOf(449, 10)).toBe(45);
    expect(lastPageOf(450, 10)).toBe(45);
    expect(lastPageOf(0, 10)).toBe(1);
  });

  it('calls page 46 of 449 rows past the end, not page 45, nor any page of an empty list', () => {
    expect(isPastTheEnd(46, 449, 10)).toBe(true);
    expect(isPastTheEnd(45, 449, 10)).toBe(false);
    expect(isPastTheEnd(3, 0, 10)).toBe(false);
  });
});
