import { POB_CODES } from './pob-codes';

/**
 * An originating agency identifier as EBTS defines it (Type-1 field 1.008 ORI, and 2.073 CRI): "a nine-byte
 * alphanumeric field. The first two characters shall be a valid POB code" (alphabetic: the state or country of
 * the agency), "and the entire ORI shall validate to an NCIC-authorized ORI". Whether an ORI is NCIC-authorised
 * is only known to the FBI; the format and the prefix are checked here.
 */
export const ORI_NUMBER_PATTERN = /^[A-Z]{2}[A-Z0-9]{7}$/;

export const ORI_NUMBER_MESSAGE =
  'ORI must be 9 characters: a two-letter state or country code followed by 7 letters or digits';

/** Upper-case and without surrounding blanks, as ORIs are stored and compared. */
export function normaliseOriNumber(value: string): string {
  return value.trim().toUpperCase();
}

/** True when `value` (already normalised) is a well-formed ORI with a known POB prefix. */
export function isOriNumber(value: string): boolean {
  return ORI_NUMBER_PATTERN.test(value) && POB_CODES.has(value.slice(0, 2));
}

/** ORI types: the agency submitting the transaction (Type-1 ORI) or the one controlling it (Type-2 CRI). */
export const ORI_TYPES = [
  { code: 'ORI', title: 'Originating agency (ORI)' },
  { code: 'CRI', title: 'Controlling agency (CRI)' },
] as const;

export type OriType = (typeof ORI_TYPES)[number]['code'];

export function isOriType(value: string): value is OriType {
  return ORI_TYPES.some((type) => type.code === value);
}
