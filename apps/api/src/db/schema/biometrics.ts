import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { locations, partners } from './tenants';

/** The applicant and transaction fields of the form, as the contract spells them (BiometricTransactionInput). */
export type BiometricFormValue = Record<string, string | number | boolean | null>;

/** A finger annotation: RED (amputated XX / unable to print UP) or YELLOW (any other remark). */
export interface FingerAnnotationValue {
  code: string;
  color: 'RED' | 'YELLOW';
  reason?: string;
}

/** What the Confirmation step sent with PUT /biometrics/complete (printer offsets and the EFT flag). */
export interface CompletionValue {
  leftOffset?: string;
  topOffset?: string;
  printBlack?: string;
  printWhite?: string;
  sharpness?: string;
  gamma?: string;
  generateEft: boolean;
  printerInfo?: string;
  completedAt: string;
}

/**
 * A biometric transaction: one capture of one applicant at a location. The SSN is stored sealed (secrets box) with
 * its last four digits apart for the masked display; photo and signatures are files of the blob store.
 * Services, ORIs and appointments are referenced by id (their tables belong to other resources).
 */
export const biometricTransactions = pgTable(
  'biometric_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    locationId: uuid('location_id').references(() => locations.id),
    status: text('status').notNull().default('IN_PROGRESS'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    residentStatus: text('resident_status'),
    serviceId: uuid('service_id'),
    partnerServiceId: uuid('partner_service_id'),
    locationServiceId: uuid('location_service_id'),
    oriId: uuid('ori_id'),
    appointmentId: uuid('appointment_id'),
    recaptureReferenceId: uuid('recapture_reference_id'),
    transactionControlNumber: text('transaction_control_number'),
    /** Every other field of the form, keyed as the contract names it. */
    form: jsonb('form').$type<BiometricFormValue>().notNull().default({}),
    ssnSealed: text('ssn_sealed'),
    ssnLastFour: text('ssn_last_four'),
    photoFileId: uuid('photo_file_id').references(() => files.id),
    applicantSignatureFileId: uuid('applicant_signature_file_id').references(() => files.id),
    officerSignatureFileId: uuid('officer_signature_file_id').references(() => files.id),
    annotations: jsonb('annotations').$type<FingerAnnotationValue[]>().notNull().default([]),
    completion: jsonb('completion').$type<CompletionValue>(),
    generateEft: boolean('generate_eft').notNull().default(false),
    /** Set by the EFT issue: the built EFT file, the application PDF, the last transfer's result. */
    eftFileId: uuid('eft_file_id').references(() => files.id),
    applicationPdfFileId: uuid('application_pdf_file_id').references(() => files.id),
    transmissionResult: text('transmission_result'),
    transmissionError: text('transmission_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      columns: [table.recaptureReferenceId],
      foreignColumns: [table.id],
      name: 'biometric_transactions_recapture_reference_fk',
    }),
    index('biometric_transactions_partner_created_idx').on(table.partnerId, table.createdAt),
    index('biometric_transactions_location_idx').on(table.locationId),
    index('biometric_transactions_recapture_idx').on(table.recaptureReferenceId),
  ],
);

/** One stored impression of a transaction: the WSQ and its display bitmap, both in the blob store. */
export const biometricFingerprints = pgTable(
  'biometric_fingerprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    transactionId: uuid('transaction_id')
      .notNull()
      .references((): AnyPgColumn => biometricTransactions.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    wsqFileId: uuid('wsq_file_id')
      .notNull()
      .references(() => files.id),
    bitmapFileId: uuid('bitmap_file_id')
      .notNull()
      .references(() => files.id),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    quality: integer('quality'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('biometric_fingerprints_transaction_code_idx').on(table.transactionId, table.code)],
);

/** Device-agent logs operators sent from the capture screens, per partner and location. */
export const agentLogs = pgTable(
  'agent_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    locationId: uuid('location_id').references(() => locations.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    size: integer('size').notNull(),
    /** When the agent wrote the log, as the client said. */
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
    uploadedBy: uuid('uploaded_by'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('agent_logs_partner_location_idx').on(table.partnerId, table.locationId)],
);
