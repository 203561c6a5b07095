import { createFileRoute } from '@tanstack/react-router';
import { CompanyDetailPage, loadCompany } from '../../../../../../features/companies/company-pages';

export const Route = createFileRoute('/partner/$partnerCode/_portal/companies/detail/$companyId')({
  loader: loadCompany,
  component: CompanyDetailPage,
});
