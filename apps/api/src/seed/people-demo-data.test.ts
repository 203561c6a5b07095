import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { grants, invitations, roles, users } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { seedDemoData } from './demo-data';
import { seedPeopleDemoData } from './people-demo-data';

let database: Database;
const before: Record<string, number | undefined> = {};

const count = async (table: typeof users | typeof roles | typeof grants) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db);
  before['users'] = await count(users);
  before['roles'] = await count(roles);
  before['grants'] = await count(grants);
  await seedPeopleDemoData(database.db);
});
afterAll(async () => database.close());

describe('the people demo data', () => {
  it('adds system users, roles, portal users with grants and pending invitations', async () => {
    expect((await count(users)) - (before['users'] ?? 0)).toBe(4);
    expect((await count(roles)) - (before['roles'] ?? 0)).toBe(4);
    expect((await count(grants)) - (before['grants'] ?? 0)).toBe(2);
    const inactive = await database.db.select().from(roles).where(eq(roles.active, false));
    expect(inactive.map((role) => role.title)).toEqual(['Seasonal Kiosk Staff']);
    const pending = await database.db.select().from(invitations).where(isNull(invitations.acceptedAt));
    expect(pending.map((invitation) => invitation.email).sort()).toEqual([
      'auditor@ridgeline.test',
      'new.hire@ridgeline.test',
    ]);
    for (const invitation of pending) expect(invitation.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});
