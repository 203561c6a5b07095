import { selectableCountries } from '@ridgeline/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { masterData } from '../db/schema';
import type { TenantContext } from '../files/tenant-context';
import { isUniqueViolation } from '../files/unique-violation';
import { ApiFailure, badRequest, ERROR_CODES } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import { searchSorted } from '../search/search-rows';
import { sortTable } from '../search/sort-table';
import { equalsWhenGiven, textMatch } from '../search/search-filters';
import { CITIZENSHIP, MASTER_DATA_CATEGORIES } from './master-data-seed';
import type { ListSearch } from '../search/search-page';

type Row = typeof masterData.$inferSelect;

interface Search extends ListSearch {
  category?: string;
}

interface Input {
  id?: string;
  category: string;
  code: string;
  data: string;
  active: boolean;
}

const out = (row: Row) => ({
  id: row.id,
  category: row.category,
  code: row.code,
  data: row.data,
  active: row.active,
});
const entry = (row: Row) => ({ id: row.id, code: row.code, data: row.data, active: row.active });

const CATEGORY_CODE = /^[A-Z][A-Z0-9_]{0,49}$/;

/** Active entries of the asked categories, sorted by their display value; CITIZENSHIP derives from COUNTRY. */
async function groupedList(db: Db, categories: string[]) {
  const stored = [...new Set(categories.map((c) => (c === CITIZENSHIP ? 'COUNTRY' : c)))];
  const rows =
    stored.length === 0
      ? []
      : await db
          .select()
          .from(masterData)
          .where(and(inArray(masterData.category, stored), eq(masterData.active, true)))
          .orderBy(asc(masterData.data));
  const result: Record<string, ReturnType<typeof entry>[]> = {};
  for (const category of categories) {
    const of = (name: string) => rows.filter((row) => row.category === name).map(entry);
    result[category] = category === CITIZENSHIP ? selectableCountries(of('COUNTRY')) : of(category);
  }
  return result;
}

const MASTER_DATA_SORT = sortTable(
  { code: masterData.code, data: masterData.data, category: masterData.category },
  { fallback: 'data' },
);

/** Code lists: categories, search, upsert (system area) and the grouped list both areas' forms read. */
export async function masterDataRoutes(app: FastifyInstance, context: TenantContext) {
  contractRoute(app, 'GET', '/system/v1/master-data/category', async () => {
    const rows = await context.db
      .selectDistinct({ category: masterData.category })
      .from(masterData)
      .orderBy(asc(masterData.category));
    const titles: Record<string, string> = MASTER_DATA_CATEGORIES;
    return { data: rows.map(({ category }) => ({ code: category, title: titles[category] ?? category })) };
  });

  contractRoute<Search>(app, 'POST', '/system/v1/master-data/search', async (request) => {
    const search = request.body;
    const where = and(
      equalsWhenGiven(masterData.category, search.category || undefined),
      equalsWhenGiven(masterData.active, search.active),
      textMatch(search.searchParameter, [masterData.code, masterData.data]),
    );
    return searchSorted(context.db, masterData, search, where, MASTER_DATA_SORT, (rows) => rows.map(out));
  });

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
    try {
      // The entry and its audit record commit together.
      return await context.db.transaction(async (tx) => {
        const [existing] = input.id
          ? await tx
              .select()
              .from(masterData)
              .where(sql`${masterData.id}::text = ${input.id}`)
          : [];
        if (input.id && !existing) throw new ApiFailure(404, ERROR_CODES.notFound, 'Master data not found');
        const [row] = existing
          ? await tx.update(masterData).set(values).where(eq(masterData.id, existing.id)).returning()
          : await tx.insert(masterData).values(values).returning();
        if (!row) throw new Error('master data write returned no row');
        await request.audit(
          {
            action: existing ? 'MASTER_DATA_UPDATED' : 'MASTER_DATA_CREATED',
            entityId: row.id,
            partnerId: null,
            before: existing ? out(existing) : null,
            after: out(row),
            at: context.now(),
          },
          tx,
        );
        return {
          data: out(row),
          message: existing ? 'Master data updated successfully' : 'Master data created successfully',
        };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest('code is already used in this category');
      throw error;
    }
  });

  contractRoute<{ categories: string[] }>(
    app,
    'POST',
    '/system/v1/master-data/grouped-list',
    async (request) => ({
      data: await groupedList(context.db, request.body.categories),
    }),
  );

  contractRoute<{ categories: string[] }>(
    app,
    'POST',
    '/partner/v1/master-data/grouped-list',
    // Any signed-in partner user (the registrar has checked the session's grant).
    async (request) => {
      return { data: await groupedList(context.db, request.body.categories) };
    },
  );
}
