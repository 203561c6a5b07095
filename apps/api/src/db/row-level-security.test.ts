import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { Database, Db } from './database';
import { afterCommit, APP_ROLE, inRequestTransaction, runAsTenant } from './request-transaction';
import { companies, locations, partners } from './schema';

/**
 * Tables with a partner_id column (tenant tables) without row-level security or without a policy for the app's
 * role, plus the tenants themselves. Empty when every tenant table follows
 * docs/decisions.md "Row-level security: adding a tenant table".
 */
export async function tablesWithoutTenantPolicy(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string; problem: string }>(
    db.execute(sql`
    select c.relname as table_name,
           case when not c.relrowsecurity then 'row-level security is off'
                else 'no policy for ${sql.raw(APP_ROLE)}' end as problem
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and (c.relname in ('partners', 'locations')
           or exists (select 1 from pg_attribute a
                      where a.attrelid = c.oid and a.attname = 'partner_id' and not a.attisdropped))
      and (not c.relrowsecurity
           or not exists (select 1 from pg_policy p
                          where p.polrelid = c.oid
                            and (select oid from pg_roles where rolname = ${APP_ROLE}) = any (p.polroles)))
    order by 1`),
  );
  return rows.map((row) => `${row.table_name}: ${row.problem}`);
}

/** The rows of `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

let database: Database;
let db: Db;
const ids = { partnerA: '', partnerB: '', locationA1: '', locationA2: '', locationB: '' };

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const [a, b] = await db
    .insert(partners)
    .values([
      { code: 'rls-a', legalName: 'Tenant A' },
      { code: 'rls-b', legalName: 'Tenant B' },
    ])
    .returning();
  ids.partnerA = a!.id;
  ids.partnerB = b!.id;
  const [a1, a2, b1] = await db
    .insert(locations)
    .values([
      { partnerId: a!.id, code: 'rls-a1', title: 'A1', displayName: 'A one' },
      { partnerId: a!.id, code: 'rls-a2', title: 'A2', displayName: 'A two' },
      { partnerId: b!.id, code: 'rls-b1', title: 'B1', displayName: 'B one' },
    ])
    .returning();
  ids.locationA1 = a1!.id;
  ids.locationA2 = a2!.id;
  ids.locationB = b1!.id;
  await db.insert(companies).values([
    { partnerId: a!.id, name: 'A company' },
    { partnerId: b!.id, name: 'B company one' },
    { partnerId: b!.id, name: 'B company two' },
  ]);
});

afterAll(async () => {
  await database?.close();
});

describe(`row-level security (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('every tenant table has row-level security and a policy for the app role', async () => {
    expect(await tablesWithoutTenantPolicy(db)).toEqual([]);
  });

  it('finds a tenant table added without a policy, and ridgeline_tenant_table fixes it', async () => {
    await db.execute(sql`create table rls_probe (id serial primary key, partner_id uuid not null)`);
    try {
      expect(await tablesWithoutTenantPolicy(db)).toEqual(['rls_probe: row-level security is off']);
      await db.execute(sql`alter table rls_probe enable row level security`);
      expect(await tablesWithoutTenantPolicy(db)).toEqual([`rls_probe: no policy for ${APP_ROLE}`]);
      await db.execute(sql`select ridgeline_tenant_table('rls_probe')`);
      expect(await tablesWithoutTenantPolicy(db)).toEqual([]);
      await db.execute(
        sql`insert into rls_probe (partner_id) values (${ids.partnerA}), (${ids.partnerB}), (${ids.partnerB})`,
      );
      const seen = await runAsTenant(db, { partnerId: ids.partnerA, locationId: null }, () =>
        rowsOf<{ partner_id: string }>(db.execute(sql`select partner_id from rls_probe`)),
      );
      expect(seen.map((row) => row.partner_id)).toEqual([ids.partnerA]);
    } finally {
      await db.execute(sql`drop table rls_probe`);
    }
  });

  it('runs as a role without SUPERUSER or BYPASSRLS, with the tenant set for the transaction only', async () => {
    const inside = await runAsTenant(
      db,
      { partnerId: ids.partnerA, locationId: ids.locationA1 },
      async () => {
        const rows = await rowsOf<Record<string, unknown>>(
          db.execute(sql`
        select current_user as who, r.rolsuper as super, r.rolbypassrls as bypass,
               current_setting('app.partner_id', true) as partner, current_setting('app.location_id', true) as location
        from pg_roles r where r.rolname = current_user`),
        );
        return rows[0];
      },
    );
    expect(inside).toEqual({
      who: APP_ROLE,
      super: false,
      bypass: false,
      partner: ids.partnerA,
      location: ids.locationA1,
    });
    const [after] = await rowsOf<Record<string, unknown>>(
      db.execute(
        sql`select current_user as who, coalesce(current_setting('app.partner_id', true), '') as partner`,
      ),
    );
    expect(after?.['who']).not.toBe(APP_ROLE);
    expect(after?.['partner']).toBe('');
  });

  it('a query that forgets the scope sees only its tenant’s rows', async () => {
    const asA = await runAsTenant(db, { partnerId: ids.partnerA, locationId: null }, async () => ({
      companies: (await db.select().from(companies)).map((row) => row.name),
      raw: await rowsOf<{ name: string }>(db.execute(sql`select name from companies order by name`)),
      partners: (await db.select().from(partners)).map((row) => row.code),
      locations: (await db.select().from(locations)).map((row) => row.code).sort(),
    }));
    expect(asA).toEqual({
      companies: ['A company'],
      raw: [{ name: 'A company' }],
      partners: ['rls-a'],
      locations: ['rls-a1', 'rls-a2'],
    });
    const asB = await runAsTenant(db, { partnerId: ids.partnerB, locationId: null }, async () =>
      (await db.select().from(companies)).map((row) => row.name).sort(),
    );
    expect(asB).toEqual(['B company one', 'B company two']);
    // Outside a request (system area, seeding) the connection's own role sees every tenant.
    expect(await db.select().from(companies)).toHaveLength(3);
  });

  it('a location session sees its own location only', async () => {
    const seen = await runAsTenant(db, { partnerId: ids.partnerA, locationId: ids.locationA2 }, async () =>
      (await db.select().from(locations)).map((row) => row.code),
    );
    expect(seen).toEqual(['rls-a2']);
  });

  it('cannot write another tenant’s rows, and updates and deletes miss them', async () => {
    const refused = await runAsTenant(db, { partnerId: ids.partnerA, locationId: null }, () =>
      db.insert(companies).values({ partnerId: ids.partnerB, name: 'planted' }),
    ).then(
      () => 'inserted',
      (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
    );
    expect(refused).toMatch(/row-level security/);
    const touched = await runAsTenant(db, { partnerId: ids.partnerA, locationId: null }, async () => ({
      updated: (
        await db
          .update(companies)
          .set({ name: 'renamed' })
          .where(sql`name like 'B %'`)
          .returning()
      ).length,
      deleted: (
        await db
          .delete(companies)
          .where(sql`name like 'B %'`)
          .returning()
      ).length,
    }));
    expect(touched).toEqual({ updated: 0, deleted: 0 });
    expect((await db.select().from(companies)).map((row) => row.name).sort()).toEqual([
      'A company',
      'B company one',
      'B company two',
    ]);
  });

  it('commits with the request, rolls back when it throws, and runs afterCommit work after the commit', async () => {
    const order: string[] = [];
    expect(inRequestTransaction()).toBe(false);
    await runAsTenant(db, { partnerId: ids.partnerA, locationId: null }, async () => {
      order.push(`in the handler, in transaction: ${inRequestTransaction()}`);
      await db.insert(companies).values({ partnerId: ids.partnerA, name: 'kept' });
      await afterCommit(async () => {
        order.push(`after commit, in transaction: ${inRequestTransaction()}`);
        // On PGlite this would wait forever inside the transaction; after it, the row is visible to everyone.
        order.push(
          `rows: ${
            (
              await db
                .select()
                .from(companies)
                .where(sql`name = 'kept'`)
            ).length
          }`,
        );
      });
      order.push('handler done');
    });
    expect(order).toEqual([
      'in the handler, in transaction: true',
      'handler done',
      'after commit, in transaction: false',
      'rows: 1',
    ]);
    await expect(
      runAsTenant(db, { partnerId: ids.partnerA, locationId: null }, async () => {
        await db.insert(companies).values({ partnerId: ids.partnerA, name: 'dropped' });
        await afterCommit(async () => {
          order.push('never');
        });
        throw new Error('handler failed');
      }),
    ).rejects.toThrow('handler failed');
    expect(
      await db
        .select()
        .from(companies)
        .where(sql`name = 'dropped'`),
    ).toHaveLength(0);
    expect(order).not.toContain('never');
  });

  it('a nested db.transaction is a savepoint of the request transaction, under the same policies', async () => {
    const seen = await runAsTenant(db, { partnerId: ids.partnerB, locationId: null }, async () => {
      await db
        .transaction(async (tx) => {
          await tx.insert(companies).values({ partnerId: ids.partnerB, name: 'inner' });
          throw new Error('inner failed');
        })
        .catch(() => undefined);
      return db.transaction(async (tx) => (await tx.select().from(companies)).map((row) => row.name).sort());
    });
    expect(seen).toEqual(['B company one', 'B company two']);
  });
});
