import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { findById } from '../db/find-row';
import { files } from '../db/schema';
import type { TenantScope } from '../http/contract-route';

export type FileRow = typeof files.$inferSelect;

/** A stored file by id, whoever owns it (the caller checks its signature unless it is branding). */
export const findFile = (db: Db, id: string): Promise<FileRow | undefined> => findById(db, files, id);

/** A file the scope's partner may download: its own, or the system's branding. */
export const findPartnerFile = (db: Db, scope: Pick<TenantScope, 'partnerId'>, id: string) =>
  findById(
    db,
    files,
    id,
    or(eq(files.partnerId, scope.partnerId), and(isNull(files.partnerId), eq(files.purpose, 'branding'))),
  );
