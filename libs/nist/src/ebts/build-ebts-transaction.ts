import type { NistField, NistTaggedRecord, NistTransaction } from '../an2k/nist-record';
import type { EbtsDate, EbtsPrint, EbtsTransactionDescription } from './ebts-description';
import { fingersShownAt } from './finger-position';
import { photoColorSpace } from './photo-color-space';

const text = (number: number, ...subfields: (readonly string[])[]): NistField => ({
  kind: 'text',
  number,
  subfields,
});
const value = (number: number, item: string): NistField => text(number, [item]);

/** `YYYY-MM-DD` or `YYYYMMDD` to the ANSI/NIST `YYYYMMDD`. */
export function toNistDate(date: EbtsDate): string {
  return date.replaceAll('-', '');
}

/** 14.022 NQM's "no score computed". */
const NO_SCORE = 254;

const idc = (index: number): string => String(index).padStart(2, '0');

function type1(
  description: EbtsTransactionDescription,
  otherRecords: readonly NistTaggedRecord[],
): NistTaggedRecord {
  const resolution = description.nativeScanningResolution ?? '00.00';
  const domain = description.domain ?? { name: 'NORAM' };
  const fields: NistField[] = [
    value(2, '0502'),
    text(
      3,
      ['1', String(otherRecords.length)],
      ...otherRecords.map((record, index) => [String(record.type), idc(index)]),
    ),
    value(4, description.tot),
    value(5, toNistDate(description.date)),
  ];
  if (description.priority !== undefined) fields.push(value(6, String(description.priority)));
  fields.push(
    value(7, description.destinationAgency),
    value(8, description.originatingAgency),
    value(9, description.controlNumber),
  );
  if (description.controlReference !== undefined) fields.push(value(10, description.controlReference));
  fields.push(
    value(11, resolution),
    value(12, resolution),
    text(13, domain.version === undefined ? [domain.name] : [domain.name, domain.version]),
  );
  return { encoding: 'tagged', type: 1, fields };
}

function nameField(description: EbtsTransactionDescription): string {
  const { lastName, firstName, middleName } = description.applicant;
  const given = middleName === undefined || middleName === '' ? firstName : `${firstName} ${middleName}`;
  return `${lastName},${given}`.toUpperCase();
}

function type2(description: EbtsTransactionDescription): NistTaggedRecord {
  const { applicant } = description;
  const fields: NistField[] = [value(2, idc(0)), value(5, description.retain === true ? 'Y' : 'N')];
  if (description.caseNumber !== undefined) fields.push(value(9, description.caseNumber));
  if (applicant.socialSecurityNumber !== undefined) {
    fields.push(value(16, applicant.socialSecurityNumber.replaceAll('-', '')));
  }
  fields.push(value(18, nameField(description)), value(20, applicant.placeOfBirth));
  if (applicant.citizenship !== undefined && applicant.citizenship.length > 0) {
    fields.push(text(21, ...applicant.citizenship.map((country) => [country])));
  }
  fields.push(
    value(22, toNistDate(applicant.dateOfBirth)),
    value(24, applicant.sex),
    value(25, applicant.race),
    value(27, `${applicant.height.feet}${String(applicant.height.inches).padStart(2, '0')}`),
    value(29, String(applicant.weight).padStart(3, '0')),
    value(31, applicant.eyeColor),
    value(32, applicant.hairColor),
    value(37, description.reasonFingerprinted),
    value(38, toNistDate(description.datePrinted ?? description.date)),
  );
  if (applicant.residence !== undefined) fields.push(value(41, applicant.residence));
  if (description.controllingAgencies !== undefined && description.controllingAgencies.length > 0) {
    fields.push(text(73, ...description.controllingAgencies.map((agency) => [agency])));
  }
  return { encoding: 'tagged', type: 2, fields };
}

/** The NFIQ score the device reported for one finger of the image, else 254 (no score computed). */
function nfiqOf(print: EbtsPrint, finger: number): number {
  const { nfiq } = print;
  if (typeof nfiq === 'number') return fingersShownAt(print.position).length === 1 ? nfiq : NO_SCORE;
  return nfiq?.[finger] ?? NO_SCORE;
}

function type14(description: EbtsTransactionDescription, print: EbtsPrint, index: number): NistTaggedRecord {
  const ppi = String(print.ppi ?? 500);
  const shown = fingersShownAt(print.position);
  // A missing finger is annotated on every image that would have shown it.
  const amputations = (description.missingFingers ?? []).filter((missing) =>
    shown.includes(missing.position),
  );
  const fields: NistField[] = [
    value(2, idc(index)),
    value(3, String(print.impression)),
    value(4, description.originatingAgency),
    value(5, toNistDate(print.captureDate ?? description.date)),
    value(6, String(print.width)),
    value(7, String(print.height)),
    value(8, '1'),
    value(9, ppi),
    value(10, ppi),
    value(11, print.compression ?? 'WSQ20'),
    value(12, '8'),
    value(13, String(print.position)),
  ];
  if (amputations.length > 0) {
    fields.push(text(18, ...amputations.map((missing) => [String(missing.position), missing.code])));
  }
  if (print.comment !== undefined) fields.push(value(20, print.comment));
  if (print.segments !== undefined && print.segments.length > 0) {
    fields.push(
      text(
        21,
        ...print.segments.map((segment) =>
          [segment.position, segment.left, segment.right, segment.top, segment.bottom].map(String),
        ),
      ),
    );
  }
  const present = shown.filter((finger) => !amputations.some((missing) => missing.position === finger));
  if (present.length > 0) {
    fields.push(text(22, ...present.map((finger) => [String(finger), String(nfiqOf(print, finger))])));
  }
  fields.push({ kind: 'binary', number: 999, data: print.image });
  return { encoding: 'tagged', type: 14, fields };
}

function type10(description: EbtsTransactionDescription, index: number): NistTaggedRecord | undefined {
  const { photo } = description;
  if (photo === undefined) return undefined;
  return {
    encoding: 'tagged',
    type: 10,
    fields: [
      value(2, idc(index)),
      value(3, 'FACE'),
      value(4, description.originatingAgency),
      value(5, toNistDate(photo.captureDate ?? description.date)),
      value(6, String(photo.width)),
      value(7, String(photo.height)),
      // SLC 0: no scale given, pixels are square.
      value(8, '0'),
      value(9, '1'),
      value(10, '1'),
      value(11, photo.compression),
      // Unknown bytes get RGB, EBTS's "colour space cannot be determined", rather than a guess.
      value(12, photo.colorSpace ?? photoColorSpace(photo.image) ?? 'RGB'),
      value(13, String(photo.acquisitionProfile ?? 0)),
      { kind: 'binary', number: 999, data: photo.image },
    ],
  };
}

/**
 * Builds the records of an EBTS applicant transaction (Type-1, Type-2, one Type-14 per print, Type-10 when a
 * photo is given). LEN fields are left to the writer, which computes them. Use validateEbts on the result, or
 * encodeEbtsTransaction to build, check and write in one go.
 */
export function buildEbtsTransaction(description: EbtsTransactionDescription): NistTransaction {
  const others: NistTaggedRecord[] = [type2(description)];
  description.prints.forEach((print) => others.push(type14(description, print, others.length)));
  const photo = type10(description, others.length);
  if (photo !== undefined) others.push(photo);
  return { records: [type1(description, others), ...others] };
}
