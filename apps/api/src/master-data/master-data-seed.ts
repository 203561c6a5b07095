import { iso31661, iso31662 } from 'iso-3166';
import type { Db } from '../db/database';
import { masterData } from '../db/schema';

/** The code lists every partner shares, and their titles. */
export const MASTER_DATA_CATEGORIES = {
  COUNTRY: 'Countries',
  STATE: 'US states and territories',
  STATE_MEXICO: 'States of Mexico',
  STATE_CANADA: 'Provinces and territories of Canada',
} as const;

/** A list derived from COUNTRY, not stored: the citizenship picker leaves out US, MM and CD (spec §5). */
export const CITIZENSHIP = 'CITIZENSHIP';

function subdivisions(country: string) {
  return iso31662
    .filter((entry) => entry.parent === country)
    .map((entry) => ({ code: entry.code.slice(country.length + 1), data: entry.name }));
}

/** The ISO 3166 lists as rows: taken from the iso-3166 package (kept up to date upstream), never typed here. */
export function isoMasterData() {
  return [
    ...iso31661
      .filter((country) => country.state === 'assigned')
      .map((country) => ({ category: 'COUNTRY', code: country.alpha2, data: country.name })),
    ...subdivisions('US').map((row) => ({ category: 'STATE', ...row })),
    ...subdivisions('MX').map((row) => ({ category: 'STATE_MEXICO', ...row })),
    ...subdivisions('CA').map((row) => ({ category: 'STATE_CANADA', ...row })),
  ];
}

/**
 * Adds the ISO entries a database lacks (on start, idempotent); entries an administrator changed or deactivated
 * stay as they are.
 */
export async function seedMasterData(db: Db): Promise<void> {
  await db.insert(masterData).values(isoMasterData()).onConflictDoNothing();
}
