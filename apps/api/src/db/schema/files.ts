import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { partners } from './tenants';
import { createdAt, primaryId } from './columns';

/**
 * A stored file: the bytes live in the blob store under `blobKey`. Branding files (logos, favicons, location
 * images) are public, as sign-in pages show them; every other file is served only through a short-lived signed URL.
 */
export const files = pgTable(
  'files',
  {
    id: primaryId(),
    partnerId: uuid('partner_id').references(() => partners.id),
    purpose: text('purpose', { enum: ['branding', 'private'] }).notNull(),
    blobKey: text('blob_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('files_partner_idx').on(table.partnerId)],
);

/** A column naming a stored file. */
export const fileRef = (name: string) => uuid(name).references(() => files.id);
