export type SniffedFileType = 'pdf' | 'png' | 'jpeg' | 'ico';

export const FILE_MIME_TYPES: Readonly<Record<SniffedFileType, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  ico: 'image/x-icon',
};

const SIGNATURES: readonly { type: SniffedFileType; bytes: readonly number[] }[] = [
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46] }, // %PDF
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  // ICONDIR: reserved 0, type 1 (icon); the favicon format browsers read everywhere.
  { type: 'ico', bytes: [0x00, 0x00, 0x01, 0x00] },
];

/** The type named by the file's leading bytes; the name and declared MIME type of an upload can lie. */
export function detectFileType(bytes: Uint8Array): SniffedFileType | null {
  const match = SIGNATURES.find((signature) => signature.bytes.every((byte, index) => bytes[index] === byte));
  return match ? match.type : null;
}
