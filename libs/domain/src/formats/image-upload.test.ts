import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES, checkImageUpload } from './image-upload';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const ico = new Uint8Array([0, 0, 1, 0, 1, 0, 16, 16]);
const svg = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

describe('image uploads', () => {
  it('accepts a PNG logo by its leading bytes', () => {
    expect(checkImageUpload('companyLogo', png, 'image')).toEqual({
      ok: true,
      type: 'png',
      mimeType: 'image/png',
    });
  });

  it('accepts an ICO as a favicon but not as a logo', () => {
    expect(checkImageUpload('favicon', ico, 'favicon')).toMatchObject({ ok: true, mimeType: 'image/x-icon' });
    expect(checkImageUpload('companyLogo', ico, 'image')).toEqual({
      ok: false,
      message: 'companyLogo must be a PNG or JPEG image',
    });
  });

  it('refuses SVG, which can carry script, naming the field', () => {
    expect(checkImageUpload('favicon', svg, 'favicon')).toEqual({
      ok: false,
      message: 'favicon must be a PNG, JPEG or ICO image',
    });
  });

  it('refuses an empty file and one over the size limit', () => {
    expect(checkImageUpload('image', new Uint8Array(), 'image')).toEqual({
      ok: false,
      message: 'image is empty',
    });
    const big = new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1);
    big.set(png);
    expect(checkImageUpload('image', big, 'image')).toEqual({
      ok: false,
      message: 'image must be at most 2 MB',
    });
    expect(checkImageUpload('image', big.subarray(0, IMAGE_UPLOAD_MAX_BYTES), 'image').ok).toBe(true);
  });
});
