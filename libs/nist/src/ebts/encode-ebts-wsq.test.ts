import { describe, expect, it } from 'vitest';
import type { NistTaggedRecord } from '../an2k/nist-record';
import { readAn2k } from '../an2k/read-an2k';
import { decodeWsq } from '../wsq/decode-wsq';
import { encodeWsq } from '../wsq/encode-wsq';
import { applicantDescription } from './ebts-test-description';
import { encodeEbtsTransaction } from './encode-ebts-transaction';

// The WSQ codec with the EBTS writer. Left out of the mutation run of the EBTS code (vitest.stryker.config.ts):
// compressing and decoding twelve images takes seconds per run, and the EBTS tests beside it check the same fields.
describe('EBTS prints compressed with the WSQ encoder', () => {
  it('carry WSQ20 images that decode to the size given in 14.006 HLL and 14.007 VLL', () => {
    const [width, height] = [320, 288];
    const pixels = Uint8Array.from({ length: width * height }, (_, i) => {
      const x = (i % width) - width / 2;
      const y = Math.floor(i / width) - height / 2;
      return Math.round(128 + 100 * Math.sin(Math.hypot(x, y) / 2.5));
    });
    const wsq = encodeWsq(pixels, width, height, { ppi: 500 });
    const base = applicantDescription('FAUF');
    const description = {
      ...base,
      prints: base.prints.map((print) => ({ ...print, image: wsq, width, height })),
    };
    const prints = readAn2k(encodeEbtsTransaction(description)).records.filter(
      (record): record is NistTaggedRecord => record.encoding === 'tagged' && record.type === 14,
    );
    expect(prints).toHaveLength(12);
    for (const print of prints) {
      const field = (number: number) => print.fields.find((candidate) => candidate.number === number);
      const text = (number: number): string | undefined => {
        const found = field(number);
        return found?.kind === 'text' ? found.subfields[0]?.[0] : undefined;
      };
      const data = field(999);
      const image = decodeWsq(data?.kind === 'binary' ? data.data : new Uint8Array());
      expect([String(image.width), String(image.height)]).toEqual([text(6), text(7)]);
      expect(field(11)).toMatchObject({ subfields: [['WSQ20']] });
    }
  });
});
