import { createFileRoute } from '@tanstack/react-router';
import { EditPartnerPage, loadPartner } from '../../../../features/partners/partner-pages';

export const Route = createFileRoute('/system/_admin/partners/$partnerId')({
  loader: loadPartner,
  component: EditPartnerPage,
});
