import { detectFileType, FILE_MIME_TYPES } from '@ridgeline/domain';
import { badRequest } from '../http/api-failure';
import type { CheckedUpload } from '../files/file-store';

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)?(;[a-z-]+=[^;,]*)*;base64,([A-Za-z0-9+/]*={0,2})$/i;

export type ImageField = 'image' | 'applicantSignature' | 'officerSignature';

const isBmp = (bytes: Buffer) => bytes.length > 26 && bytes[0] === 0x42 && bytes[1] === 0x4d;

/**
 * The bytes of a photo or signature sent as a data URL, with the type read from the leading bytes (the declared
 * type can lie): photos are JPEG or PNG, signatures PNG, JPEG or BMP bitmaps. A 400 names the field otherwise.
 */
export function imageOfDataUrl(field: ImageField, value: string): CheckedUpload {
  const match = DATA_URL.exec(value);
  const body = match?.[3];
  if (!body) throw badRequest(`${field} must be a base64 data URL`);
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length === 0) throw badRequest(`${field} is empty`);
  const type = detectFileType(bytes);
  if (type === 'png' || type === 'jpeg') return { bytes, mimeType: FILE_MIME_TYPES[type] };
  if (field !== 'image' && isBmp(bytes)) return { bytes, mimeType: 'image/bmp' };
  throw badRequest(
    field === 'image' ? `${field} must be a JPEG or PNG image` : `${field} must be a PNG, JPEG or BMP image`,
  );
}
