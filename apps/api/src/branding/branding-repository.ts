import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { findById } from '../db/find-row';
import { locations, partners } from '../db/schema';

/** An active partner by id: its sign-in page's branding. */
export const activePartner = (db: Db, id: string) => findById(db, partners, id, eq(partners.active, true));

/** An active location of the partner by id: its sign-in page's branding. */
export const activeLocationOf = (db: Db, partnerId: string, id: string) =>
  findById(db, locations, id, eq(locations.partnerId, partnerId), eq(locations.active, true));
