/**
 * Record types whose field 999 holds binary data running to the end of the record (NBIS reads Types 10, 13-17
 * and 99 this way; ANSI/NIST-ITL 1-2011 adds 19, 20 and 21).
 */
const TAGGED_IMAGE_TYPES = new Set([10, 13, 14, 15, 16, 17, 19, 20, 21, 99]);

export const IMAGE_FIELD = 999;

export function isTaggedImageField(recordType: number, fieldNumber: number): boolean {
  return fieldNumber === IMAGE_FIELD && TAGGED_IMAGE_TYPES.has(recordType);
}

/** Record types stored with a fixed binary layout instead of tagged fields. */
export function isBinaryImageType(type: number): type is 3 | 4 | 5 | 6 | 7 {
  return type >= 3 && type <= 7;
}

export const BINARY_IMAGE_HEADER_BYTES = 18;
export const SIGNATURE_HEADER_BYTES = 12;
