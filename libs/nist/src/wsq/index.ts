export { decodeWsq, type WsqDecodeOptions, type WsqFrameHeader, type WsqImage } from './decode-wsq';
export { encodeWsq, type WsqEncodeOptions } from './encode-wsq';
export { readPgm, writePgm, type GrayImage } from './pgm';
