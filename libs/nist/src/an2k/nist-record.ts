/**
 * In-memory model of an ANSI/NIST-ITL transaction in traditional encoding.
 *
 * Text values are kept as strings with one character per byte (ISO 8859-1), so any file reads and writes back
 * without loss whatever its character set.
 */

/** A field made of subfields, each a list of information items. */
export interface NistTextField {
  readonly kind: 'text';
  /** Field number, e.g. 18 for 2.018 NAM. */
  readonly number: number;
  /** The tag exactly as read (`1.01`, `2.018`); the writer uses it so older files round-trip byte for byte. */
  readonly tag?: string;
  readonly subfields: readonly (readonly string[])[];
}

/** A binary data field, such as x.999 image data. */
export interface NistBinaryField {
  readonly kind: 'binary';
  readonly number: number;
  readonly tag?: string;
  readonly data: Uint8Array;
}

export type NistField = NistTextField | NistBinaryField;

/** A tagged-field record: Type-1, 2, 9, 10, 13-17, 99 and any other type using `T.NNN:` tags. */
export interface NistTaggedRecord {
  readonly encoding: 'tagged';
  readonly type: number;
  readonly fields: readonly NistField[];
}

/** Fixed-layout binary image record: Type-3, 4, 5, 6 and 7. */
export interface NistBinaryImageRecord {
  readonly encoding: 'binary-image';
  readonly type: 3 | 4 | 5 | 6 | 7;
  readonly idc: number;
  readonly imp: number;
  /** Six finger-position bytes, 255 for unused. */
  readonly fgp: readonly number[];
  readonly isr: number;
  readonly hll: number;
  readonly vll: number;
  /** GCA (grayscale compression algorithm) or, for Type-6, BCA. */
  readonly gca: number;
  readonly data: Uint8Array;
}

/** Fixed-layout Type-8 signature record. */
export interface NistSignatureRecord {
  readonly encoding: 'binary-signature';
  readonly type: 8;
  readonly idc: number;
  readonly sig: number;
  readonly srt: number;
  readonly isr: number;
  readonly hll: number;
  readonly vll: number;
  readonly data: Uint8Array;
}

export type NistRecord = NistTaggedRecord | NistBinaryImageRecord | NistSignatureRecord;

export interface NistTransaction {
  /** All records in file order; the first is the Type-1 record. */
  readonly records: readonly NistRecord[];
}
