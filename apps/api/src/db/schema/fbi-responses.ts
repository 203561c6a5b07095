import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { partners } from './tenants';
import { biometricTransactions } from './biometrics';
import { instant, primaryId } from './columns';

/** What a response file turned out to be: a Submission Results – Electronic, a Transaction Error, or neither. */
export type FbiResponseKind = 'SRE' | 'ERRT' | 'UNREADABLE';

/**
 * The ledger of response files read from an EFT destination's response folder: one row per file (its name and
 * SHA-256), committed before the file is deleted or moved on the server, so a file is applied exactly once even
 * if the API dies between the two. Nothing restricted is kept: an SRE leaves only its TCR, its date and the fact
 * it was processed; an ERRT its code and its message sealed (a message can name the applicant); an unreadable
 * file its name, size and the parse error, its bytes stay on the server's quarantine folder.
 */
export const fbiResponses = pgTable(
  'fbi_responses',
  {
    id: primaryId(),
    /** The EFT destination whose response folder held it: `system`, `partner:<id>` or `location:<id>`. */
    destinationScope: text('destination_scope').notNull(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
    kind: text('kind').$type<FbiResponseKind>().notNull(),
    /** 1.010 TCR: the TCN of the submission it answers. */
    tcr: text('tcr'),
    /** 1.005 DAT of the response. */
    responseDate: date('response_date', { mode: 'string' }),
    /** ERRT: the EBTS error code the message starts with (`L0008`), when it carries one. */
    errorCode: text('error_code'),
    /** ERRT: 2.060 MSG, sealed with the secrets key like an SSN. */
    errorMessageSealed: text('error_message_sealed'),
    /** ERRT: the finger position (1-10) the message names, when it names one (not restricted). */
    fingerPosition: integer('finger_position'),
    /** The transaction it was applied to; null when no transaction of that destination has the TCN (unmatched). */
    transactionId: uuid('transaction_id').references(() => biometricTransactions.id),
    /** The matched transaction's partner, or the destination's partner; null for an unmatched system-folder file. */
    partnerId: uuid('partner_id').references(() => partners.id),
    /** UNREADABLE: why it could not be read. */
    parseError: text('parse_error'),
    /** When the effects on the transaction were applied (same transaction as the row). */
    appliedAt: instant('applied_at'),
    /**
     * ERRT: this answer moved its transaction to Request For Recapture, so it (and only it) tells the location and
     * the applicant, on the poll that recorded it or, if that poll died first, on the next one.
     */
    recaptureRequested: boolean('recapture_requested').notNull().default(false),
    /** When the file was deleted or moved on the server; null while that is still to do (retried next poll). */
    settledAt: instant('settled_at'),
  },
  (table) => [
    uniqueIndex('fbi_responses_destination_file_idx').on(
      table.destinationScope,
      table.fileName,
      table.sha256,
    ),
    index('fbi_responses_transaction_idx').on(table.transactionId),
    index('fbi_responses_partner_received_idx').on(table.partnerId, table.receivedAt),
  ],
);
