import { createFileRoute } from '@tanstack/react-router';
import { ModifyCompanyPage, loadCompany } from '../../../../../../features/companies/company-pages';

export const Route = createFileRoute('/partner/$partnerCode/_portal/companies/modify/$companyId')({
  loader: loadCompany,
  component: ModifyCompanyPage,
});
