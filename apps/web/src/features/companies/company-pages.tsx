import { FormPage } from '../forms/FormPage';
import { recordPages } from '../forms/record-pages';
import { useSubmit } from '../forms/use-submit';
import { portalHref, usePortal } from '../session/portal-page';
import { companyQueryOptions, useSaveCompany, type Company, type CompanyInput } from './api/companies';
import { CompanyDetail } from './CompanyDetail';
import { CompanyForm } from './CompanyForm';

/** Add (no company; its detail page opens once saved) or modify a company (the form stays). */
function CompanyFormPage({ record: company }: { record?: Company }) {
  const portal = usePortal();
  const save = useSaveCompany(portal);
  const submit = useSubmit(
    (data: CompanyInput) => save.mutateAsync({ id: company?.id, data }),
    company ? 'Company updated successfully' : 'Company created successfully',
    company ? {} : { next: (result) => portalHref(portal, `companies/detail/${result.data.id}`) },
  );
  return (
    <FormPage title={company?.name ?? 'Add Company'}>
      <CompanyForm key={company?.id} company={company} onSubmit={submit} />
    </FormPage>
  );
}

export const {
  CreatePage: CreateCompanyPage,
  ModifyPage: ModifyCompanyPage,
  DetailPage: CompanyDetailPage,
  load: loadCompany,
} = recordPages({
  FormPage: CompanyFormPage,
  query: companyQueryOptions,
  idParam: 'companyId',
  Detail: CompanyDetail,
});
