export {
  checkWsq,
  decodeWsq,
  readWsqInfo,
  type WsqCheck,
  type WsqDecodeOptions,
  type WsqFrameHeader,
  type WsqImage,
  type WsqInfo,
} from './decode-wsq';
export { encodeWsq, type WsqEncodeOptions } from './encode-wsq';
export { readPgm, writePgm, type GrayImage } from './pgm';
