import { createFileRoute } from '@tanstack/react-router';
import { NewPartnerPage } from '../../../../features/partners/partner-pages';

export const Route = createFileRoute('/system/_admin/partners/new')({
  component: NewPartnerPage,
});
