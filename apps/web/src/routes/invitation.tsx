import { createFileRoute } from '@tanstack/react-router';
import { AcceptInvitationScreen } from '../features/invitations/AcceptInvitationScreen';

/** The e-mailed invitation link, `/invitation?token=...`; open to anyone, signed in or not. */
export const Route = createFileRoute('/invitation')({
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search['token'] === 'string' ? search['token'] : '',
  }),
  component: function InvitationRoute() {
    const { token } = Route.useSearch();
    return <AcceptInvitationScreen token={token} />;
  },
});
