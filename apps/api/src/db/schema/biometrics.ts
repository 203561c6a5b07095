import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { fileRef } from './files';
import { locationRef, partnerRef } from './tenants';
import { createdAt, instant, primaryId, sealedSsn, timestamps } from './columns';

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
    id: primaryId(),
    partnerId: partnerRef(),
    locationId: locationRef(),
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
    ...sealedSsn(),
    photoFileId: fileRef('photo_file_id'),
    applicantSignatureFileId: fileRef('applicant_signature_file_id'),
    officerSignatureFileId: fileRef('officer_signature_file_id'),
    annotations: jsonb('annotations').$type<FingerAnnotationValue[]>().notNull().default([]),
    completion: jsonb('completion').$type<CompletionValue>(),
    generateEft: boolean('generate_eft').notNull().default(false),
    /** Set by the EFT issue: the built EFT file, the application PDF, the last transfer's result. */
    eftFileId: fileRef('eft_file_id'),
    applicationPdfFileId: fileRef('application_pdf_file_id'),
    transmissionResult: text('transmission_result'),
    transmissionError: text('transmission_error'),
    /** The EFT destination (`system`, `partner:<id>`, `location:<id>`) the EFT file was delivered through. */
    eftDestinationScope: text('eft_destination_scope'),
    /** The FBI's last answer (issue 28): SRE processed on the date, or ERRT with its code (message on the ledger). */
    fbiResponseKind: text('fbi_response_kind').$type<'SRE' | 'ERRT'>(),
    fbiResponseDate: date('fbi_response_date', { mode: 'string' }),
    fbiErrorCode: text('fbi_error_code'),
    fbiResponseId: uuid('fbi_response_id'),
    ...timestamps(),
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
    id: primaryId(),
    partnerId: partnerRef(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references((): AnyPgColumn => biometricTransactions.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    wsqFileId: fileRef('wsq_file_id').notNull(),
    bitmapFileId: fileRef('bitmap_file_id').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    quality: integer('quality'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('biometric_fingerprints_transaction_code_idx').on(table.transactionId, table.code)],
);

/** Device-agent logs operators sent from the capture screens, per partner and location. */
export const agentLogs = pgTable(
  'agent_logs',
  {
    id: primaryId(),
    partnerId: partnerRef(),
    locationId: locationRef(),
    fileId: fileRef('file_id').notNull(),
    size: integer('size').notNull(),
    /** When the agent wrote the log, as the client said. */
    createdOn: instant('created_on').notNull(),
    uploadedBy: uuid('uploaded_by'),
    uploadedAt: instant('uploaded_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('agent_logs_partner_location_idx').on(table.partnerId, table.locationId)],
);
