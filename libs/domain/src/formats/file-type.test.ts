import { describe, expect, it } from 'vitest';
import { FILE_MIME_TYPES, detectFileType } from './file-type';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('file type from leading bytes', () => {
  it('recognises a PDF by %PDF', () => {
    expect(detectFileType(bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31))).toBe('pdf');
  });

  it('recognises a PNG by its eight-byte signature', () => {
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
  });

  it('recognises a JPEG by FF D8 FF', () => {
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
  });

  it('recognises an ICO favicon by its ICONDIR header', () => {
    expect(detectFileType(bytes(0x00, 0x00, 0x01, 0x00, 0x01, 0x00))).toBe('ico');
    expect(detectFileType(bytes(0x00, 0x00, 0x02, 0x00))).toBeNull(); // a cursor, not an icon
  });

  it('returns null for anything else, including truncated signatures', () => {
    expect(detectFileType(bytes(0x47, 0x49, 0x46, 0x38))).toBeNull();
    expect(detectFileType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(detectFileType(bytes())).toBeNull();
  });

  it('maps each type to its MIME type', () => {
    expect(FILE_MIME_TYPES.pdf).toBe('application/pdf');
    expect(FILE_MIME_TYPES.jpeg).toBe('image/jpeg');
  });
});
