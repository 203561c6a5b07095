import { createFileRoute } from '@tanstack/react-router';
import { ModifyServicePage, loadService } from '../../../../../../features/services/service-pages';

export const Route = createFileRoute('/partner/$partnerCode/_portal/services/modify/$serviceId')({
  loader: loadService,
  component: ModifyServicePage,
});
