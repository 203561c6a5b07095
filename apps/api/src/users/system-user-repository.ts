import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { findByCode, findById, writeRow } from '../db/find-row';
import { users } from '../db/schema';
import type { ListSearch } from '../search/search-page';
import { searchSorted } from '../search/search-rows';
import { sortTable } from '../search/sort-table';
import { equalsWhenGiven, textMatch } from '../search/search-filters';

export type UserRow = typeof users.$inferSelect;

/** The fields of a system user its administrators edit. */
export interface SystemUserValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  active: boolean;
}

const isSystem = eq(users.realm, 'system');

export function systemUserOut(row: UserRow) {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    active: row.active,
    enforcePasswordChange: row.enforcePasswordChange,
    createdOn: row.createdAt.toISOString(),
  };
}

const SYSTEM_USER_SORT = sortTable(
  {
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    active: users.active,
    createdOn: users.createdAt,
  },
  { fallback: 'firstName' },
);

export function searchSystemUsers(db: Db, search: ListSearch) {
  const where = and(
    isSystem,
    textMatch(search.searchParameter, [
      users.firstName,
      users.lastName,
      users.email,
      sql`${users.firstName} || ' ' || ${users.lastName}`,
    ]),
    equalsWhenGiven(users.active, search.active),
  );
  return searchSorted(db, users, search, where, SYSTEM_USER_SORT, (rows) => rows.map(systemUserOut));
}

export const findSystemUser = (db: Db, id: string): Promise<UserRow | undefined> =>
  findById(db, users, id, isSystem);

/** The system user with this e-mail, whatever its case. */
export const systemUserByEmail = (db: Db, email: string): Promise<UserRow | undefined> =>
  findByCode(db, users, users.email, email, 'lower', isSystem);

/** A new system user who must choose a password before anything else; `db` is the creation's transaction. */
export const insertSystemUser = (db: Db, values: SystemUserValues, passwordHash: string): Promise<UserRow> =>
  writeRow(db, users, null, { ...values, realm: 'system', passwordHash, enforcePasswordChange: true });

/** Changes a system user; undefined when there is none with that id. */
export async function updateSystemUser(db: Db, id: string, values: SystemUserValues) {
  const [row] = await db
    .update(users)
    .set(values)
    .where(and(isSystem, eq(users.id, id)))
    .returning();
  return row;
}
