import { detectFileType, FILE_MIME_TYPES, type SniffedFileType } from './file-type';

/** Logos, favicons and location images: large enough for a crisp logo, small enough to hold in memory. */
export const IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** Which formats each kind of image accepts; SVG is refused everywhere, as it can carry script. */
export const IMAGE_UPLOAD_TYPES = {
  image: ['png', 'jpeg'],
  favicon: ['png', 'jpeg', 'ico'],
} as const satisfies Record<string, readonly SniffedFileType[]>;

export type ImageUploadKind = keyof typeof IMAGE_UPLOAD_TYPES;

export type ImageUploadCheck =
  { ok: true; type: SniffedFileType; mimeType: string } | { ok: false; message: string };

function formatList(types: readonly string[]): string {
  const names = types.map((type) => type.toUpperCase());
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;
}

/**
 * Whether an uploaded file may be stored as `kind`, judged by its size and leading bytes only: the name and the
 * declared MIME type of an upload can lie. The message names the field.
 */
export function checkImageUpload(field: string, bytes: Uint8Array, kind: ImageUploadKind): ImageUploadCheck {
  const allowed: readonly SniffedFileType[] = IMAGE_UPLOAD_TYPES[kind];
  if (bytes.length === 0) return { ok: false, message: `${field} is empty` };
  if (bytes.length > IMAGE_UPLOAD_MAX_BYTES) {
    return { ok: false, message: `${field} must be at most ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB` };
  }
  const type = detectFileType(bytes);
  if (!type || !allowed.includes(type)) {
    return { ok: false, message: `${field} must be a ${formatList(allowed)} image` };
  }
  return { ok: true, type, mimeType: FILE_MIME_TYPES[type] };
}
