import type { NistField } from '../an2k/nist-record';
import { EBTS_TOTS, type EbtsTot } from './ebts-description';

/**
 * One EBTS field: where it lives, its mnemonic, for which TOTs it is mandatory, and a value check that returns
 * the end of an error sentence ("must be between 400 and 711") or undefined when the value is fine.
 *
 * Mandatory sets follow the EBTS 9.1 verification file (IAFIS-DOC-01078-9.1, as published with OpenEBTS) for the
 * applicant TOTs FAUF, NFUF, MAP and DOCE; docs/decisions.md lists the sources and where later versions may differ.
 */
export interface EbtsFieldRule {
  readonly recordType: number;
  readonly field: number;
  readonly name: string;
  readonly mandatoryFor: readonly EbtsTot[];
  readonly check?: (field: NistField) => string | undefined;
}

const ALL = EBTS_TOTS;
const OPTIONAL: readonly EbtsTot[] = [];

function texts(field: NistField): readonly (readonly string[])[] {
  return field.kind === 'text' ? field.subfields : [];
}

/** Checks the first item of every subfield (most EBTS fields are single items, some repeat). */
function each(
  check: (value: string) => string | undefined,
  maxSubfields = 1,
): (field: NistField) => string | undefined {
  return (field) => {
    if (field.kind !== 'text') return 'must be text';
    if (field.subfields.length > maxSubfields) return `must have at most ${maxSubfields} subfield(s)`;
    for (const items of field.subfields) {
      if (items.length !== 1) return 'must hold one item per subfield';
      const problem = check(items[0] ?? '');
      if (problem !== undefined) return problem;
    }
    return undefined;
  };
}

const matches =
  (pattern: RegExp, description: string) =>
  (value: string): string | undefined =>
    pattern.test(value) ? undefined : `must be ${description}`;

const oneOf =
  (codes: readonly string[]) =>
  (value: string): string | undefined =>
    codes.includes(value) ? undefined : `must be one of ${codes.join(', ')}`;

/** A number in [min, max]; with `digits`, written with exactly that many digits (`050`). */
const between =
  (min: number, max: number, digits?: number) =>
  (value: string): string | undefined => {
    const low = String(min).padStart(digits ?? 0, '0');
    const high = String(max).padStart(digits ?? 0, '0');
    const shape = digits === undefined ? /^\d{1,9}$/ : new RegExp(`^\\d{${digits}}$`);
    if (!shape.test(value) || Number(value) < min || Number(value) > max) {
      return `must be between ${low} and ${high}`;
    }
    return undefined;
  };

export function isNistDate(value: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const date = (value: string): string | undefined =>
  isNistDate(value) ? undefined : 'must be a date YYYYMMDD';
const agency = matches(/^[A-Z0-9]{9}$/, '9 letters or digits');
const printable = (min: number, max: number) =>
  matches(new RegExp(`^[\\x20-\\x7e]{${min},${max}}$`), `${min}-${max} printable characters`);

const height = (value: string): string | undefined => {
  const range = between(400, 711, 3)(value);
  if (range !== undefined) return range;
  return Number(value.slice(1)) > 11 ? 'must be feet and inches, inches 00-11' : undefined;
};

const imageData = (field: NistField): string | undefined =>
  field.kind === 'binary' && field.data.length > 0 ? undefined : 'must hold the image data';

/** `FGP<US>code` pairs, one per subfield. */
function pairs(
  first: (value: string) => string | undefined,
  second: (value: string) => string | undefined,
  max: number,
): (field: NistField) => string | undefined {
  return (field) => {
    const subfields = texts(field);
    if (field.kind !== 'text' || subfields.length > max) return `must have 1-${max} subfields`;
    for (const items of subfields) {
      if (items.length !== 2) return 'must hold two items per subfield';
      const problem = first(items[0] ?? '') ?? second(items[1] ?? '');
      if (problem !== undefined) return problem;
    }
    return undefined;
  };
}

const fgp = (value: string): string | undefined =>
  /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 15
    ? undefined
    : 'must be a finger position 1-15';

/** `FGP<US>left<US>right<US>top<US>bottom` per finger, with left < right and top < bottom. */
const segments = (field: NistField): string | undefined => {
  const subfields = texts(field);
  if (field.kind !== 'text' || subfields.length > 4) return 'must have 1-4 subfields';
  for (const items of subfields) {
    if (items.length !== 5 || !items.every((item) => /^\d{1,5}$/.test(item))) {
      return 'must hold a finger position and four pixel coordinates per subfield';
    }
    const [position, left, right, top, bottom] = items.map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    if (fgp(String(position)) !== undefined) return 'must be a finger position 1-15';
    if (left >= right || top >= bottom) return 'must have left < right and top < bottom';
  }
  return undefined;
};

/** 14.022 NQM and 14.018 AMP name single fingers, 1-10. */
const finger = (value: string): string | undefined =>
  /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 10
    ? undefined
    : 'must be a finger position 1-10';

/** 10.013 SAP codes of EBTS 9.1 Table 18 an applicant photo can meet (1, surveillance, never). */
const APPLICANT_PHOTO_PROFILES = ['0', '10', '11', '12', '13', '14', '15', '20', '30', '40', '50', '51'];

export const EBTS_FIELD_RULES: readonly EbtsFieldRule[] = [
  { recordType: 1, field: 1, name: 'LEN', mandatoryFor: ALL, check: each(matches(/^\d+$/, 'a number')) },
  { recordType: 1, field: 2, name: 'VER', mandatoryFor: ALL, check: each(oneOf(['0502'])) },
  {
    recordType: 1,
    field: 3,
    name: 'CNT',
    mandatoryFor: ALL,
    check: (field) => (texts(field)[0]?.[0] === '1' ? undefined : 'must start with 1<US>record count'),
  },
  { recordType: 1, field: 4, name: 'TOT', mandatoryFor: ALL, check: each(oneOf(EBTS_TOTS)) },
  { recordType: 1, field: 5, name: 'DAT', mandatoryFor: ALL, check: each(date) },
  { recordType: 1, field: 6, name: 'PRY', mandatoryFor: OPTIONAL, check: each(between(1, 9, 1)) },
  { recordType: 1, field: 7, name: 'DAI', mandatoryFor: ALL, check: each(agency) },
  { recordType: 1, field: 8, name: 'ORI', mandatoryFor: ALL, check: each(agency) },
  { recordType: 1, field: 9, name: 'TCN', mandatoryFor: ALL, check: each(printable(10, 40)) },
  { recordType: 1, field: 10, name: 'TCR', mandatoryFor: OPTIONAL, check: each(printable(10, 40)) },
  {
    recordType: 1,
    field: 11,
    name: 'NSR',
    mandatoryFor: ALL,
    check: each(matches(/^\d{2}\.\d{2}$/, 'NN.NN')),
  },
  {
    recordType: 1,
    field: 12,
    name: 'NTR',
    mandatoryFor: ALL,
    check: each(matches(/^\d{2}\.\d{2}$/, 'NN.NN')),
  },
  { recordType: 1, field: 13, name: 'DOM', mandatoryFor: OPTIONAL },

  { recordType: 2, field: 1, name: 'LEN', mandatoryFor: ALL, check: each(matches(/^\d+$/, 'a number')) },
  { recordType: 2, field: 2, name: 'IDC', mandatoryFor: ALL, check: each(matches(/^\d{2}$/, 'two digits')) },
  { recordType: 2, field: 5, name: 'RET', mandatoryFor: ALL, check: each(oneOf(['Y', 'N'])) },
  { recordType: 2, field: 9, name: 'OCA', mandatoryFor: OPTIONAL, check: each(printable(1, 20)) },
  {
    recordType: 2,
    field: 16,
    name: 'SOC',
    mandatoryFor: OPTIONAL,
    check: each(matches(/^\d{9}$/, '9 digits'), 4),
  },
  {
    recordType: 2,
    field: 18,
    name: 'NAM',
    mandatoryFor: ALL,
    check: each((value) =>
      value.length <= 50 && /^[A-Z' -]+,[A-Z' -]+$/.test(value)
        ? undefined
        : 'must be LAST,FIRST MIDDLE in capitals, at most 50 characters',
    ),
  },
  {
    recordType: 2,
    field: 20,
    name: 'POB',
    mandatoryFor: ALL,
    check: each(matches(/^[A-Z0-9]{2}$/, 'a 2-character code')),
  },
  {
    recordType: 2,
    field: 21,
    name: 'CTZ',
    mandatoryFor: OPTIONAL,
    check: each(matches(/^[A-Z0-9]{2}$/, 'a 2-character code'), 10),
  },
  { recordType: 2, field: 22, name: 'DOB', mandatoryFor: ALL, check: each(date, 5) },
  { recordType: 2, field: 24, name: 'SEX', mandatoryFor: ALL, check: each(oneOf(['M', 'F', 'X'])) },
  { recordType: 2, field: 25, name: 'RAC', mandatoryFor: ALL, check: each(oneOf(['A', 'B', 'I', 'U', 'W'])) },
  { recordType: 2, field: 27, name: 'HGT', mandatoryFor: ALL, check: each(height) },
  { recordType: 2, field: 29, name: 'WGT', mandatoryFor: ALL, check: each(between(50, 499, 3)) },
  {
    recordType: 2,
    field: 31,
    name: 'EYE',
    mandatoryFor: ALL,
    check: each(oneOf(['BLK', 'BLU', 'BRO', 'GRN', 'GRY', 'HAZ', 'MAR', 'MUL', 'PNK', 'XXX'])),
  },
  {
    recordType: 2,
    field: 32,
    name: 'HAI',
    mandatoryFor: ALL,
    check: each(
      oneOf([
        'BAL',
        'BLK',
        'BLN',
        'BLU',
        'BRO',
        'GRN',
        'GRY',
        'ONG',
        'PLE',
        'PNK',
        'RED',
        'SDY',
        'WHI',
        'XXX',
      ]),
    ),
  },
  { recordType: 2, field: 37, name: 'RFP', mandatoryFor: ALL, check: each(printable(1, 75)) },
  { recordType: 2, field: 38, name: 'DPR', mandatoryFor: ALL, check: each(date) },
  { recordType: 2, field: 41, name: 'RES', mandatoryFor: OPTIONAL, check: each(printable(1, 120)) },
  { recordType: 2, field: 73, name: 'CRI', mandatoryFor: ALL, check: each(agency, 3) },

  { recordType: 10, field: 1, name: 'LEN', mandatoryFor: ALL, check: each(matches(/^\d+$/, 'a number')) },
  { recordType: 10, field: 2, name: 'IDC', mandatoryFor: ALL, check: each(matches(/^\d{2}$/, 'two digits')) },
  { recordType: 10, field: 3, name: 'IMT', mandatoryFor: ALL, check: each(oneOf(['FACE'])) },
  { recordType: 10, field: 4, name: 'SRC', mandatoryFor: ALL, check: each(printable(1, 36)) },
  { recordType: 10, field: 5, name: 'PHD', mandatoryFor: ALL, check: each(date) },
  { recordType: 10, field: 6, name: 'HLL', mandatoryFor: ALL, check: each(between(10, 99999)) },
  { recordType: 10, field: 7, name: 'VLL', mandatoryFor: ALL, check: each(between(10, 99999)) },
  { recordType: 10, field: 8, name: 'SLC', mandatoryFor: ALL, check: each(oneOf(['0', '1', '2'])) },
  { recordType: 10, field: 9, name: 'THPS', mandatoryFor: ALL, check: each(between(1, 99999)) },
  { recordType: 10, field: 10, name: 'TVPS', mandatoryFor: ALL, check: each(between(1, 99999)) },
  {
    recordType: 10,
    field: 11,
    name: 'CGA',
    mandatoryFor: ALL,
    check: each(oneOf(['JPEGB', 'JPEGL', 'JP2', 'JP2L', 'PNG', 'NONE'])),
  },
  {
    recordType: 10,
    field: 12,
    name: 'CSP',
    mandatoryFor: ALL,
    check: each(oneOf(['GRAY', 'RGB', 'SRGB', 'YCC', 'SYCC'])),
  },
  {
    recordType: 10,
    field: 13,
    name: 'SAP',
    mandatoryFor: ALL,
    check: each((value) =>
      value === '1'
        ? 'must not be 1 (a surveillance image) for an applicant photo'
        : oneOf(APPLICANT_PHOTO_PROFILES)(value),
    ),
  },
  { recordType: 10, field: 999, name: 'DATA', mandatoryFor: ALL, check: imageData },

  { recordType: 14, field: 1, name: 'LEN', mandatoryFor: ALL, check: each(matches(/^\d+$/, 'a number')) },
  { recordType: 14, field: 2, name: 'IDC', mandatoryFor: ALL, check: each(matches(/^\d{2}$/, 'two digits')) },
  { recordType: 14, field: 3, name: 'IMP', mandatoryFor: ALL, check: each(oneOf(['0', '1', '2', '3'])) },
  { recordType: 14, field: 4, name: 'SRC', mandatoryFor: ALL, check: each(printable(1, 36)) },
  { recordType: 14, field: 5, name: 'FCD', mandatoryFor: ALL, check: each(date) },
  { recordType: 14, field: 6, name: 'HLL', mandatoryFor: ALL, check: each(between(10, 99999)) },
  { recordType: 14, field: 7, name: 'VLL', mandatoryFor: ALL, check: each(between(10, 99999)) },
  { recordType: 14, field: 8, name: 'SLC', mandatoryFor: ALL, check: each(oneOf(['1'])) },
  { recordType: 14, field: 9, name: 'THPS', mandatoryFor: ALL, check: each(oneOf(['500', '1000'])) },
  { recordType: 14, field: 10, name: 'TVPS', mandatoryFor: ALL, check: each(oneOf(['500', '1000'])) },
  {
    recordType: 14,
    field: 11,
    name: 'CGA',
    mandatoryFor: ALL,
    check: each(oneOf(['WSQ20', 'JP2', 'JP2L', 'NONE'])),
  },
  { recordType: 14, field: 12, name: 'BPX', mandatoryFor: ALL, check: each(oneOf(['8'])) },
  { recordType: 14, field: 13, name: 'FGP', mandatoryFor: ALL, check: each(fgp, 6) },
  {
    recordType: 14,
    field: 18,
    name: 'AMP',
    mandatoryFor: OPTIONAL,
    check: pairs(finger, oneOf(['XX', 'UP']), 4),
  },
  { recordType: 14, field: 20, name: 'COM', mandatoryFor: OPTIONAL, check: each(printable(1, 126)) },
  { recordType: 14, field: 21, name: 'SEG', mandatoryFor: OPTIONAL, check: segments },
  {
    recordType: 14,
    field: 22,
    name: 'NQM',
    mandatoryFor: OPTIONAL,
    check: pairs(finger, oneOf(['1', '2', '3', '4', '5', '254', '255']), 4),
  },
  { recordType: 14, field: 999, name: 'DATA', mandatoryFor: ALL, check: imageData },
];
