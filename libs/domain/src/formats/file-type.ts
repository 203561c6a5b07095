export type SniffedFileType = 'pdf' | 'png' | 'jpeg';

export const FILE_MIME_TYPES: Readonly<Record<SniffedFileType, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

const SIGNATURES: readonly { type: SniffedFileType; bytes: readonly number[] }[] = [
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46] }, // %PDF
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The type named by the file's leading bytes; the name and declared MIME type of an upload can lie. */
export function detectFileType(bytes: Uint8Array): SniffedFileType | null {
  const match = SIGNATURES.find((signature) => signature.bytes.every((byte, index) => bytes[index] === byte));
  return match ? match.type : null;
}
