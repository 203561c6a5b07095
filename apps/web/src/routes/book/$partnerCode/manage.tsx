import { createFileRoute } from '@tanstack/react-router';
import { BookingManagePage } from '../../../features/public-booking/BookingManagePage';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The manage link of a booking, `/book/{partnerCode}/manage?token=...` (and `&checkout=...` on the return from
 * the card provider's hosted page); open to anyone holding the link.
 */
export const Route = createFileRoute('/book/$partnerCode/manage')({
  validateSearch: (search: Record<string, unknown>): { token: string; checkout?: string } => {
    const checkout = text(search['checkout']);
    return { token: text(search['token']) ?? '', ...(checkout ? { checkout } : {}) };
  },
  component: function BookingManageRoute() {
    const { partnerCode } = Route.useParams();
    const { token, checkout } = Route.useSearch();
    return <BookingManagePage partnerCode={partnerCode} token={token} checkout={checkout} />;
  },
});
