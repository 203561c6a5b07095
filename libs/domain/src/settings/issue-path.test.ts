import { describe, expect, it } from 'vitest';
import { issuePath } from './issue-path';

describe('issuePath', () => {
  it('gives valibot the array and object items down to the field, each with its input and value', () => {
    const breakItem = { day: 'MONDAY', endTime: '09:00' };
    const root = { breaks: [{ day: 'SUNDAY' }, breakItem] };
    expect(issuePath(root, ['breaks', 1, 'endTime'])).toEqual([
      { type: 'object', origin: 'value', input: root, key: 'breaks', value: root.breaks },
      { type: 'array', origin: 'value', input: root.breaks, key: 1, value: breakItem },
      { type: 'object', origin: 'value', input: breakItem, key: 'endTime', value: '09:00' },
    ]);
  });

  it('walks past a missing level with undefined values instead of throwing', () => {
    expect(issuePath({}, ['breaks', 0, 'day'])).toEqual([
      { type: 'object', origin: 'value', input: {}, key: 'breaks', value: undefined },
      { type: 'array', origin: 'value', input: undefined, key: 0, value: undefined },
      { type: 'object', origin: 'value', input: undefined, key: 'day', value: undefined },
    ]);
  });

  it('refuses an empty path', () => {
    expect(() => issuePath({}, [])).toThrow(new RangeError('An issue path needs at least one key'));
  });
});
