import * as v from 'valibot';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ids = v.fallback(
  v.pipe(
    v.union([
      v.array(v.string()),
      v.pipe(
        v.string(),
        v.transform((id) => [id]),
      ),
    ]),
    v.transform((list) => list.filter((id) => id.length > 0 && id.length <= 36).slice(0, 100)),
  ),
  [],
);
const day = v.fallback(v.pipe(v.string(), v.regex(DATE)), '');

/**
 * The FBI rejects screen's state in the address: the reports' filters (ids), the date range (empty: the last 30
 * days to today in the session's zone) and the bucket the figures are drawn over time by.
 */
export const rejectSearchSchema = v.object({
  from: day,
  to: day,
  bucket: v.fallback(v.picklist(['day', 'week']), 'day'),
  locations: ids,
  services: ids,
  companies: ids,
  partners: ids,
});

export type RejectScreenSearch = v.InferOutput<typeof rejectSearchSchema>;

export const rejectScreenSearch = (search: Record<string, unknown>): RejectScreenSearch =>
  v.parse(rejectSearchSchema, search);
