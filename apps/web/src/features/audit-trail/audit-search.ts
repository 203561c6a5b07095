import * as v from 'valibot';

/** The audit screen's state in the URL: page, text, action and the day range (YYYY-MM-DD, UTC). */
export const auditSearchSchema = v.object({
  page: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  size: v.fallback(v.picklist([10, 25, 50]), 25),
  // Digits arrive as a number from the router's JSON search params: still text.
  q: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.pipe(v.number(), v.safeInteger(), v.transform(String))]),
        v.maxLength(200),
      ),
    ),
    undefined,
  ),
  action: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  from: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined),
  to: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined),
});
export type AuditSearch = v.InferOutput<typeof auditSearchSchema>;

/** The contract's search body of the URL state: `to` includes its whole day. */
export function auditSearchBody(search: AuditSearch) {
  return {
    pageNumber: search.page,
    pageSize: search.size,
    ...(search.q ? { searchParameter: search.q } : {}),
    ...(search.action ? { action: search.action } : {}),
    ...(search.from ? { from: `${search.from}T00:00:00.000Z` } : {}),
    ...(search.to ? { to: `${search.to}T23:59:59.999Z` } : {}),
  };
}
