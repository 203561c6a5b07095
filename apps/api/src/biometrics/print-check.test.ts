import { describe, expect, it } from 'vitest';
import { base64Decoded } from './print-check';

describe('base64Decoded', () => {
  it('accepts plain base64 in whole quads with up to two pads', () => {
    for (const bytes of [[1], [1, 2], [1, 2, 3], [255, 254, 253, 252, 251, 250, 249]]) {
      expect(base64Decoded(Buffer.from(bytes).toString('base64')), String(bytes)).toEqual(Buffer.from(bytes));
    }
    expect(base64Decoded('AZaz09+/')).not.toBeNull();
  });

  it('refuses empty text, broken quads, three pads, a pad inside, base64url, spaces and other characters', () => {
    for (const text of ['', 'QUJD=', 'QQ==A', 'Q===', 'QQ=A', 'ab-_', 'QU JD', 'not base64!', 'QUJ\u00e9']) {
      expect(base64Decoded(text), text).toBeNull();
    }
  });
});
