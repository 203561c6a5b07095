import { AgentError } from '../errors/agent-error';
import type { DataUrlImage } from '../sessions/session-store';

const DATA_URL = /^data:(image\/(?:png|jpeg|jpg));base64,([A-Za-z0-9+/=\s]+)$/;

/** Decodes a PNG or JPEG data URL, checking the bytes are what the URL claims. */
export function parseImageDataUrl(value: string, what: string): DataUrlImage {
  const match = DATA_URL.exec(value);
  if (!match) {
    throw new AgentError(400, 'INVALID_IMAGE', `${what} must be a PNG or JPEG data URL`);
  }
  const mime = match[1] === 'image/png' ? 'image/png' : 'image/jpeg';
  const bytes = new Uint8Array(Buffer.from(match[2] ?? '', 'base64'));
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  if ((mime === 'image/png' && !png) || (mime === 'image/jpeg' && !jpeg)) {
    throw new AgentError(400, 'INVALID_IMAGE', `${what} is not the ${mime} its data URL names`);
  }
  return { mime, bytes };
}
