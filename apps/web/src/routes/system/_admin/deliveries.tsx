import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { DeliveriesScreen } from '../../../features/deliveries/DeliveriesScreen';
import { useSearchChange } from '../../../features/lists/use-search-change';

const searchSchema = v.object({
  page: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  size: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 20),
  status: v.fallback(v.optional(v.picklist(['queued', 'sent', 'retrying', 'failed'])), undefined),
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  sortBy: v.fallback(v.picklist(['createdOn', 'recipient', 'status']), 'createdOn'),
  sortOrder: v.fallback(v.picklist(['ASC', 'DESC']), 'DESC'),
});

export const Route = createFileRoute('/system/_admin/deliveries')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function DeliveriesRoute() {
    return <DeliveriesScreen {...useSearchChange(Route)} />;
  },
});
