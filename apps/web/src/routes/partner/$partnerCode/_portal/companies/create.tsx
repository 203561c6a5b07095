import { createFileRoute } from '@tanstack/react-router';
import { CreateCompanyPage } from '../../../../../features/companies/company-pages';

export const Route = createFileRoute('/partner/$partnerCode/_portal/companies/create')({
  component: CreateCompanyPage,
});
