export { NistFormatError } from './nist-format-error';
export type {
  NistBinaryField,
  NistBinaryImageRecord,
  NistField,
  NistRecord,
  NistSignatureRecord,
  NistTaggedRecord,
  NistTextField,
  NistTransaction,
} from './an2k/nist-record';
export { readAn2k } from './an2k/read-an2k';
export { writeAn2k } from './an2k/write-an2k';
export { an2kTextLines, formatAn2kText } from './an2k/an2k-text-lines';
export type { An2kTextLine } from './an2k/an2k-text-lines';
