import type { FastifyInstance } from 'fastify';
import type { TenantContext } from '../files/tenant-context';
import { badRequest, notFound } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import { saveUniqueRow } from '../http/save-unique-row';
import {
  findMasterData,
  findMasterDataByCode,
  groupedList,
  masterDataCategories,
  masterDataOut,
  searchMasterData,
  writeMasterData,
  type MasterDataSearch,
} from './master-data-repository';
import { CITIZENSHIP, MASTER_DATA_CATEGORIES } from './master-data-seed';

interface Input {
  id?: string;
  category: string;
  code: string;
  data: string;
  active: boolean;
}

const CATEGORY_CODE = /^[A-Z][A-Z0-9_]{0,49}$/;

/** Code lists: categories, search, upsert (system area) and the grouped list both areas' forms read. */
export async function masterDataRoutes(app: FastifyInstance, context: TenantContext) {
  const { db } = context;

  contractRoute(app, 'GET', '/system/v1/master-data/category', async () => {
    const titles: Record<string, string> = MASTER_DATA_CATEGORIES;
    const categories = await masterDataCategories(db);
    return { data: categories.map((category) => ({ code: category, title: titles[category] ?? category })) };
  });

  contractRoute<MasterDataSearch>(app, 'POST', '/system/v1/master-data/search', async (request) =>
    searchMasterData(db, request.body),
  );

  contractRoute<Input>(app, 'POST', '/system/v1/master-data', async (request) => {
    const input = request.body;
    if (!CATEGORY_CODE.test(input.category))
      throw badRequest('category must be upper-case letters, digits and _');
    if (input.category === CITIZENSHIP) throw badRequest('category CITIZENSHIP is derived from COUNTRY');
    if (!input.code.trim()) throw badRequest('code is a required field');
    if (!input.data.trim()) throw badRequest('data is a required field');
    const values = {
      category: input.category,
      code: input.code.trim(),
      data: input.data.trim(),
      active: input.active,
    };
    // The entry and its audit record commit together.
    const saved = await saveUniqueRow(db, request, context.now, {
      id: input.id || null,
      find: findMasterData,
      holder: (tx) => findMasterDataByCode(tx, values.category, values.code),
      write: (tx, id) => writeMasterData(tx, id, values),
      recorded: (_tx, row) => masterDataOut(row),
      notFound: () => notFound('Master data not found'),
      taken: () => badRequest('code is already used in this category'),
      actions: { created: 'MASTER_DATA_CREATED', updated: 'MASTER_DATA_UPDATED' },
    });
    return {
      data: saved.recorded,
      message: input.id ? 'Master data updated successfully' : 'Master data created successfully',
    };
  });

  const grouped = async (request: { body: { categories: string[] } }) => ({
    data: await groupedList(db, request.body.categories),
  });
  contractRoute<{ categories: string[] }>(app, 'POST', '/system/v1/master-data/grouped-list', grouped);
  // Any signed-in partner user (the registrar has checked the session's grant).
  contractRoute<{ categories: string[] }>(app, 'POST', '/partner/v1/master-data/grouped-list', grouped);
}
