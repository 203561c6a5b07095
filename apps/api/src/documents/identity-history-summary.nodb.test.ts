import { readPdf } from '@ridgeline/test-support';
import { describe, expect, it } from 'vitest';
import { renderIdentityHistorySummary } from './identity-history-summary';

const flat = { width: 40, height: 40, pixels: new Uint8Array(1600).fill(200) };

describe('identity history summary', () => {
  it('labels the boxes of an amputated (XX) and an unprintable (UP) finger (issue 27, item 5)', async () => {
    const pdf = await readPdf(
      await renderIdentityHistorySummary({
        title: 'Identity history summary',
        name: 'DOE, Jane',
        controlNumber: 'RL00000001',
        controlNumberLabel: 'TCN',
        barcodeType: 'QR_CODE',
        lines: [],
        prints: [{ position: 1, image: flat }],
        missingFingers: [
          { position: 7, code: 'XX' },
          { position: 3, code: 'UP' },
        ],
        generatedOn: new Date('2026-11-27T21:19:56Z'),
      }),
    );
    expect(pdf.text).toContain('AMPUTATED');
    expect(pdf.text).toContain('UNABLE TO PRINT');
  });
});
