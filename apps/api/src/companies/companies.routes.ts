import type { FastifyInstance } from 'fastify';
import type { TenantContext } from '../files/tenant-context';
import { ApiFailure, ERROR_CODES } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import {
  companyOut,
  findCompany,
  saveCompany,
  searchCompanies,
  selectableCompanies,
  type CompanyInput,
  type CompanySearch,
} from './company-repository';

const companyNotFound = () => new ApiFailure(404, ERROR_CODES.notFound, 'Company not found');

/** Companies of the session's partner: search, selectable list, detail, create and modify. */
export async function companiesRoutes(app: FastifyInstance, context: TenantContext) {
  contractRoute<CompanySearch>(app, 'POST', '/partner/v1/company/search', async (request, _reply, access) => {
    const scope = access.scope;
    return searchCompanies(context.db, scope, request.body);
  });

  contractRoute(app, 'GET', '/partner/v1/company/selectable', async (request, _reply, access) => {
    const scope = access.scope;
    return { data: await selectableCompanies(context.db, scope) };
  });

  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/company/{id}',
    async (request, _reply, access) => {
      const scope = access.scope;
      const row = await findCompany(context.db, scope, request.params.id);
      if (!row) throw companyNotFound();
      return { data: companyOut(row) };
    },
  );

  contractRoute<CompanyInput>(app, 'POST', '/partner/v1/company', async (request, _reply, access) => {
    const scope = access.scope;
    const row = await saveCompany(context.db, scope, null, request.body);
    if (!row) throw new Error('company insert returned no row');
    await access.audit({
      entityId: row.id,
      before: null,
      after: companyOut(row),
      at: context.now(),
    });
    return { data: companyOut(row), message: 'Company created successfully' };
  });

  contractRoute<CompanyInput, { id: string }>(
    app,
    'PUT',
    '/partner/v1/company/{id}',
    async (request, _reply, access) => {
      const scope = access.scope;
      const existing = await findCompany(context.db, scope, request.params.id);
      if (!existing) throw companyNotFound();
      const row = await saveCompany(context.db, scope, existing.id, request.body);
      if (!row) throw companyNotFound();
      await access.audit({
        entityId: row.id,
        before: companyOut(existing),
        after: companyOut(row),
        at: context.now(),
      });
      return { data: companyOut(row), message: 'Company updated successfully' };
    },
  );
}
