import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { companies, locations, partners } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { seedDemoData } from './demo-data';
import { seedDemoPlaces } from './demo-places';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db);
  await seedDemoPlaces(database.db);
});
afterAll(async () => database.close());

describe('demo places for npm start', () => {
  it('gives the demo five locations, each with a real map pin that matches its columns', async () => {
    const rows = await database.db.select().from(locations);
    expect(rows).toHaveLength(5);
    const [birch] = await database.db.select().from(partners).where(eq(partners.code, 'birch'));
    expect(
      rows
        .filter((row) => row.partnerId === birch?.id)
        .map((row) => row.code)
        .sort(),
    ).toEqual(['birch-loop', 'birch-ohare']);
    for (const row of rows) {
      const map = row.addressInfo?.map;
      expect(map, row.code).toBeDefined();
      expect(row.latitude).toBe(map?.latitude);
      expect(row.longitude).toBe(map?.longitude);
      // Inside the contiguous United States, where the demo partners work.
      expect(map?.latitude).toBeGreaterThan(24.5);
      expect(map?.latitude).toBeLessThan(49.4);
      expect(map?.longitude).toBeGreaterThan(-124.8);
      expect(map?.longitude).toBeLessThan(-66.9);
    }
  });

  it('adds a company to each demo partner', async () => {
    const [acme] = await database.db.select().from(partners).where(eq(partners.code, 'acme'));
    const rows = await database.db
      .select()
      .from(companies)
      .where(eq(companies.partnerId, acme?.id ?? ''));
    expect(rows.map((row) => row.name).sort()).toEqual([
      'Bay Area Unified School District',
      'Golden Gate Home Care',
      'Oakland Unified School District',
    ]);
    const [birch] = await database.db.select().from(partners).where(eq(partners.code, 'birch'));
    const birchRows = await database.db
      .select()
      .from(companies)
      .where(eq(companies.partnerId, birch?.id ?? ''));
    expect(birchRows.map((row) => row.name)).toContain('Prairie State Logistics');
  });
});
