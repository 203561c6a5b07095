import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies } from '../db/schema';
import type { TenantContext } from '../files/tenant-context';
import { ApiFailure, ERROR_CODES } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import { partnerScope } from '../locations/partner-scope';
import {
  companyOut,
  companyValues,
  findCompany,
  searchCompanies,
  selectableCompanies,
  type CompanyInput,
  type CompanySearch,
} from './company-repository';

const companyNotFound = () => new ApiFailure(404, ERROR_CODES.notFound, 'Company not found');

/** Companies of the session's partner: search, selectable list, detail, create and modify. */
export async function companiesRoutes(app: FastifyInstance, context: TenantContext) {
  contractRoute<CompanySearch>(app, 'POST', '/partner/v1/company/search', async (request) => {
    const scope = await partnerScope(context.db, request, 'companies:list');
    return searchCompanies(context.db, scope, request.body);
  });

  contractRoute(app, 'GET', '/partner/v1/company/selectable', async (request) => {
    const scope = await partnerScope(context.db, request, null);
    return { data: await selectableCompanies(context.db, scope) };
  });

  contractRoute<unknown, { id: string }>(app, 'GET', '/partner/v1/company/{id}', async (request) => {
    const scope = await partnerScope(context.db, request, 'companies:detail');
    const row = await findCompany(context.db, scope, request.params.id);
    if (!row) throw companyNotFound();
    return { data: companyOut(row) };
  });

  contractRoute<CompanyInput>(app, 'POST', '/partner/v1/company', async (request) => {
    const scope = await partnerScope(context.db, request, 'companies:create');
    const [row] = await context.db
      .insert(companies)
      .values({ ...companyValues(request.body), partnerId: scope.partnerId })
      .returning();
    if (!row) throw new Error('company insert returned no row');
    return { data: companyOut(row), message: 'Company created successfully' };
  });

  contractRoute<CompanyInput, { id: string }>(app, 'PUT', '/partner/v1/company/{id}', async (request) => {
    const scope = await partnerScope(context.db, request, 'companies:modify');
    const existing = await findCompany(context.db, scope, request.params.id);
    if (!existing) throw companyNotFound();
    const [row] = await context.db
      .update(companies)
      .set(companyValues(request.body))
      .where(and(eq(companies.id, existing.id), eq(companies.partnerId, scope.partnerId)))
      .returning();
    if (!row) throw companyNotFound();
    return { data: companyOut(row), message: 'Company updated successfully' };
  });
}
