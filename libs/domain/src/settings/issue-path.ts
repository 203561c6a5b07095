import type * as v from 'valibot';

/**
 * The path items valibot's `rawCheck` needs to report an issue on a nested field (`breaks.1.endTime`), so a
 * cross-field rule lands under the input it is about, as a field-level rule would.
 */
export function issuePath(
  root: unknown,
  keys: readonly (string | number)[],
): [v.IssuePathItem, ...v.IssuePathItem[]] {
  const items: v.IssuePathItem[] = [];
  let input: unknown = root;
  for (const key of keys) {
    const value = (input as Record<string | number, unknown> | undefined)?.[key];
    items.push(
      typeof key === 'number'
        ? { type: 'array', origin: 'value', input: input as unknown[], key, value }
        : { type: 'object', origin: 'value', input: input as Record<string, unknown>, key, value },
    );
    input = value;
  }
  const [first, ...rest] = items;
  if (!first) throw new RangeError('An issue path needs at least one key');
  return [first, ...rest];
}
