import type { FastifyRequest } from 'fastify';
import type { Clock } from '../auth/clock';
import type { Db } from '../db/database';
import { refusingDuplicates } from '../files/unique-violation';

/** How one resource of the system's catalogues (payment modes, services, ORIs) is saved under its unique code. */
export interface UniqueRowSave<Row extends { id: string }, Recorded extends object> {
  /** The row to change; null creates one. */
  id: string | null;
  find(tx: Db, id: string): Promise<Row | undefined>;
  /** The row that holds the new unique code already, if any. */
  holder(tx: Db): Promise<{ id: string } | undefined>;
  /** Creates the row (`id` null) or changes it, and answers it as stored. */
  write(tx: Db, id: string | null): Promise<Row>;
  /** The row as the audit trail records it before and after. */
  recorded(tx: Db, row: Row): Recorded | Promise<Recorded>;
  notFound(): Error;
  /** The answer when the code is someone else's (found first, or refused by the unique index in a race). */
  taken(): Error;
  actions: { created: string; updated: string };
}

/**
 * Saves a system catalogue row in one transaction: the row to change must exist, its unique code must be free,
 * and the change is handed to the audit trail (no partner: the catalogues are the system's). Answers the row as
 * stored and as recorded.
 */
export async function saveUniqueRow<Row extends { id: string }, Recorded extends object>(
  db: Db,
  request: FastifyRequest,
  now: Clock,
  save: UniqueRowSave<Row, Recorded>,
): Promise<{ row: Row; recorded: Recorded }> {
  return await refusingDuplicates(
    () =>
      db.transaction(async (tx) => {
        const existing = save.id ? await save.find(tx, save.id) : undefined;
        if (save.id && !existing) throw save.notFound();
        const holder = await save.holder(tx);
        if (holder && holder.id !== existing?.id) throw save.taken();
        // Read before the write: a record that joins other rows (an ORI's services) would otherwise read the
        // changed ones as its "before".
        const before = existing ? await save.recorded(tx, existing) : null;
        const row = await save.write(tx, existing?.id ?? null);
        const recorded = await save.recorded(tx, row);
        await request.audit(
          {
            action: existing ? save.actions.updated : save.actions.created,
            entityId: row.id,
            partnerId: null,
            before,
            after: recorded,
            at: now(),
          },
          tx,
        );
        return { row, recorded };
      }),
    () => save.taken(),
  );
}
