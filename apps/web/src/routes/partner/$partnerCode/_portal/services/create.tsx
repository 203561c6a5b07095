import { createFileRoute } from '@tanstack/react-router';
import { CreateServicePage } from '../../../../../features/services/service-pages';

export const Route = createFileRoute('/partner/$partnerCode/_portal/services/create')({
  component: CreateServicePage,
});
