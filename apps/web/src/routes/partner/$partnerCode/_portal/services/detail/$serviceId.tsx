import { createFileRoute } from '@tanstack/react-router';
import { ServiceDetailPage, loadService } from '../../../../../../features/services/service-pages';

export const Route = createFileRoute('/partner/$partnerCode/_portal/services/detail/$serviceId')({
  loader: loadService,
  component: ServiceDetailPage,
});
