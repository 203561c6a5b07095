import type { NistField, NistTaggedRecord } from '../an2k/nist-record';
import { readAn2k } from '../an2k/read-an2k';
import { NistFormatError } from '../nist-format-error';
import { isNistDate } from './ebts-field-rules';

/** The EBTS response transactions Ridgeline reads back: Submission Results – Electronic, Transaction Error. */
export type EbtsResponseTot = 'SRE' | 'ERRT';

/**
 * What Ridgeline keeps of a response, and nothing more: an SRE's Type-2 may carry criminal history (an
 * identity-history answer), so for an SRE only the TCR and date are read; for an ERRT also 2.060 MSG.
 */
export interface EbtsResponse {
  readonly tot: EbtsResponseTot;
  /** 1.010 TCR: the TCN of the submission this answers. */
  readonly tcr: string;
  /** 1.009 TCN the FBI gave the response itself. */
  readonly tcn: string;
  /** 1.005 DAT as `YYYY-MM-DD`. */
  readonly date: string;
  /** ERRT: 2.060 MSG, its subfields joined by a line break. */
  readonly message?: string;
  /** ERRT: the EBTS error code the message starts with (`L0008`), when it has one. */
  readonly errorCode?: string;
  /** ERRT: the finger position (1-10) the message names, when it names exactly one. */
  readonly fingerPosition?: number;
}

/** A response file that is not a readable SRE or ERRT: its `reason` is what the quarantine list shows. */
export class EbtsResponseError extends Error {
  override name = 'EbtsResponseError';
}

const RESPONSE_TOTS: readonly string[] = ['SRE', 'ERRT'];
const isResponseTot = (tot: string): tot is EbtsResponseTot => RESPONSE_TOTS.includes(tot);

/** One item of a single-item field, or undefined. */
function single(record: NistTaggedRecord, number: number): string | undefined {
  const field = record.fields.find((candidate) => candidate.number === number);
  if (field === undefined) return undefined;
  if (field.kind !== 'text' || field.subfields.length !== 1 || field.subfields[0]?.length !== 1) {
    throw new EbtsResponseError(`${record.type}.${String(number).padStart(3, '0')} must hold one item`);
  }
  return field.subfields[0][0];
}

function required(
  record: NistTaggedRecord,
  number: number,
  name: string,
  rule: RegExp,
  shape: string,
): string {
  const value = single(record, number);
  const tag = `${record.type}.${String(number).padStart(3, '0')} ${name}`;
  if (value === undefined) throw new EbtsResponseError(`${tag} is missing`);
  if (!rule.test(value)) throw new EbtsResponseError(`${tag} must be ${shape}`);
  return value;
}

/** 2.060 MSG: 1-11 subfields of 1-300 printable characters (EBTS 9.1, Appendix C, MSG). */
function messageOf(field: NistField | undefined): string {
  if (field === undefined) throw new EbtsResponseError('2.060 MSG is missing (mandatory in an ERRT)');
  if (field.kind !== 'text' || field.subfields.length < 1 || field.subfields.length > 11) {
    throw new EbtsResponseError('2.060 MSG must have 1-11 subfields');
  }
  const lines = field.subfields.map((items) => items.join(' '));
  if (lines.some((line) => !/^[\x20-\x7e]{1,300}$/.test(line))) {
    throw new EbtsResponseError('2.060 MSG must be 1-300 printable characters per subfield');
  }
  return lines.join('\n');
}

/** The `A0000` code an EBTS error message starts with (`L0008 - …`, `E0004: …`). */
function errorCodeOf(message: string): string | undefined {
  return /^\s*([A-Z]\d{4})\b/.exec(message)?.[1];
}

/** The one finger position a message names (`FINGER 03`, `FINGER NUMBER 7`, `FGP 10`); several or none: none. */
function fingerPositionOf(message: string): number | undefined {
  const named = [
    ...message.matchAll(/\b(?:FINGER(?:\s+(?:NUMBER|POSITION|NO\.?|#))?|FGP)\s*:?\s*(\d{1,2})\b/gi),
  ]
    .map((match) => Number(match[1]))
    .filter((position) => position >= 1 && position <= 10);
  const distinct = [...new Set(named)];
  return distinct.length === 1 ? distinct[0] : undefined;
}

/**
 * Reads an EBTS SRE or ERRT in traditional encoding against the EBTS 9.1 field rules of the fields Ridgeline
 * uses: Type-1 TOT (SRE|ERRT), DAT, DAI, ORI, TCN and TCR (mandatory in a response), and for an ERRT the Type-2
 * MSG. Anything else - not ANSI/NIST, another TOT, a missing or malformed field - is an EbtsResponseError whose
 * message is the parse error shown for the quarantined file. Nothing else of the file is returned.
 */
export function readEbtsResponse(bytes: Uint8Array): EbtsResponse {
  let records;
  try {
    records = readAn2k(bytes).records;
  } catch (error) {
    if (error instanceof NistFormatError)
      throw new EbtsResponseError(`Not an ANSI/NIST file: ${error.message}`);
    throw error;
  }
  const type1 = records[0];
  if (type1?.encoding !== 'tagged' || type1.type !== 1)
    throw new EbtsResponseError('The first record is not Type-1');
  const tot = required(type1, 4, 'TOT', /^[A-Z]{1,4}$/, 'a transaction type');
  if (!isResponseTot(tot)) throw new EbtsResponseError(`1.004 TOT ${tot} is not an SRE or ERRT`);
  const dat = required(type1, 5, 'DAT', /^\d{8}$/, 'a date YYYYMMDD');
  if (!isNistDate(dat)) throw new EbtsResponseError('1.005 DAT must be a date YYYYMMDD');
  required(type1, 7, 'DAI', /^[A-Z0-9]{9}$/, '9 letters or digits');
  required(type1, 8, 'ORI', /^[A-Z0-9]{9}$/, '9 letters or digits');
  const tcn = required(type1, 9, 'TCN', /^[\x20-\x7e]{10,40}$/, '10-40 printable characters');
  const tcr = required(type1, 10, 'TCR', /^[\x20-\x7e]{10,40}$/, '10-40 printable characters');
  const date = `${dat.slice(0, 4)}-${dat.slice(4, 6)}-${dat.slice(6, 8)}`;
  if (tot === 'SRE') return { tot, tcr, tcn, date };
  const type2 = records.find(
    (record): record is NistTaggedRecord => record.type === 2 && record.encoding === 'tagged',
  );
  if (type2 === undefined) throw new EbtsResponseError('An ERRT must have a Type-2 record');
  const message = messageOf(type2.fields.find((field) => field.number === 60));
  const errorCode = errorCodeOf(message);
  const fingerPosition = fingerPositionOf(message);
  return {
    tot,
    tcr,
    tcn,
    date,
    message,
    ...(errorCode === undefined ? {} : { errorCode }),
    ...(fingerPosition === undefined ? {} : { fingerPosition }),
  };
}
