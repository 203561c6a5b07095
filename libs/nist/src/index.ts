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
export type {
  EbtsApplicant,
  EbtsDate,
  EbtsMissingFinger,
  EbtsPhoto,
  EbtsPrint,
  EbtsSegment,
  EbtsTot,
  EbtsTransactionDescription,
} from './ebts/ebts-description';
export { EBTS_TOTS } from './ebts/ebts-description';
export type { FingerPosition } from './ebts/finger-position';
export { fingersShownAt } from './ebts/finger-position';
export { EBTS_FIELD_RULES } from './ebts/ebts-field-rules';
export type { EbtsFieldRule } from './ebts/ebts-field-rules';
export { EbtsValidationError } from './ebts/ebts-problem';
export type { EbtsProblem } from './ebts/ebts-problem';
export { buildEbtsTransaction, toNistDate } from './ebts/build-ebts-transaction';
export { validateEbts } from './ebts/validate-ebts';
export { photoColorSpace } from './ebts/photo-color-space';
export { encodeEbtsTransaction } from './ebts/encode-ebts-transaction';
export { checkWsq, decodeWsq, encodeWsq, readPgm, readWsqInfo, writePgm } from './wsq';
export type {
  GrayImage,
  WsqCheck,
  WsqDecodeOptions,
  WsqEncodeOptions,
  WsqFrameHeader,
  WsqImage,
  WsqInfo,
} from './wsq';
export { EbtsResponseError, readEbtsResponse } from './ebts/read-ebts-response';
export type { EbtsResponse, EbtsResponseTot } from './ebts/read-ebts-response';
export { encodeEbtsResponse } from './ebts/encode-ebts-response';
export type { EbtsResponseDescription } from './ebts/encode-ebts-response';
export { printQualityError, SEQUENCE_CHECK_ERROR } from './ebts/ebts-error-messages';
