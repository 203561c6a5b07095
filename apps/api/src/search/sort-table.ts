import { asc, desc, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';

export type SortOrder = 'ASC' | 'DESC';

/** The sorting part of a search body: a field name of the list and a direction. */
export interface SortRequest {
  sortField?: string;
  sortOrder?: string;
}

type Sortable = AnyColumn | SQLWrapper;

export interface SortTableOptions<Field extends string> {
  /** The field used when the request names none, or one this list cannot sort by. */
  fallback: Field;
  /** The direction when the request gives none: one for the list, or one per field. */
  defaultOrder?: SortOrder | ((field: Field) => SortOrder);
}

export interface SortTable<Field extends string> {
  /** The field a request sorts by: its own `sortField` when the table has it, else the fallback. */
  field(sortField: string | undefined): Field;
  /** The ORDER BY terms for a request, the field's columns in its direction (add a unique tie-breaker after). */
  order(request: SortRequest): SQL[];
}

/**
 * The columns a list may be sorted by, keyed by the contract's `sortField` names. The names live in a Map, so a
 * requested name is looked up among these keys only: `__proto__`, `constructor` or `toString` are simply not
 * there and fall back like any other unknown name, and never reach an object's prototype. A field may sort by
 * several columns in turn (an appointment's date, then its start time).
 */
export function sortTable<Field extends string>(
  columns: Record<Field, Sortable | readonly Sortable[]>,
  options: SortTableOptions<NoInfer<Field>>,
): SortTable<Field> {
  const byName = new Map<string, readonly Sortable[]>();
  for (const name of Object.keys(columns) as Field[]) {
    const value = columns[name];
    byName.set(name, Array.isArray(value) ? value : [value as Sortable]);
  }
  if (!byName.has(options.fallback))
    throw new Error(`sort fallback ${options.fallback} is not a sortable field`);
  const defaultOrder = options.defaultOrder ?? 'ASC';
  const field = (sortField: string | undefined): Field =>
    sortField !== undefined && byName.has(sortField) ? (sortField as Field) : options.fallback;
  return {
    field,
    order(request) {
      const chosen = field(request.sortField);
      const order =
        request.sortOrder === 'ASC' || request.sortOrder === 'DESC'
          ? request.sortOrder
          : typeof defaultOrder === 'function'
            ? defaultOrder(chosen)
            : defaultOrder;
      const direction = order === 'DESC' ? desc : asc;
      return (byName.get(chosen) ?? []).map((column) => direction(column));
    },
  };
}
