import { defaultPrinterConfig } from '@ridgeline/domain';
import { describe, expect, it } from 'vitest';
import { renderFd258Calibration, renderFd258Card, type Fd258CardInput } from './fd258-card';
import type { GrayImage } from './print-tone';
import { decodeBarcode, readPdf } from '@ridgeline/test-support';

/** A print-like image: concentric ridges, distinct per finger so no two images are alike. */
function ridges(width: number, height: number, seed: number): GrayImage {
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const r = Math.hypot(x - width / 2, y - height / 2);
      pixels[y * width + x] = Math.round(128 + 110 * Math.sin(r / (3 + (seed % 3))));
    }
  }
  return { width, height, pixels };
}

const SIZES: Record<number, [number, number]> = {
  11: [300, 900],
  12: [300, 900],
  13: [1400, 900],
  14: [1400, 900],
};
const fullSet = Array.from({ length: 14 }, (_, index) => {
  const position = index + 1;
  const [width, height] = SIZES[position] ?? [200, 187];
  return { position, image: ridges(width, height, position) };
});

function card(overrides: Partial<Fd258CardInput> = {}): Fd258CardInput {
  return {
    applicant: {
      lastName: 'Doe',
      firstName: 'Jane',
      middleName: 'Quinn',
      dateOfBirth: '1984-02-29',
      placeOfBirth: 'NY',
      citizenship: 'US',
      sex: 'F',
      race: 'W',
      height: '507',
      weight: '135',
      eyeColor: 'BRO',
      hairColor: 'BLK',
      socialSecurityNumber: '123456789',
      residence: '12 Main St, Albany NY',
    },
    originatingAgency: 'NY0303000',
    reasonFingerprinted: 'Employment',
    dateFingerprinted: '2026-11-26',
    controlNumber: 'RL20261126000042',
    barcodeType: 'QR_CODE',
    prints: fullSet,
    printer: defaultPrinterConfig(),
    ...overrides,
  };
}

describe('the FD-258 card PDF', () => {
  it('carries the applicant fields, the fourteen impressions and the TCN as a QR code', async () => {
    const pdf = await readPdf(await renderFd258Card(card()));
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('DOE, JANE QUINN');
    expect(pdf.text).toContain('NY0303000');
    expect(pdf.text).toContain('02/29/1984');
    const prints = pdf.images.filter((image) =>
      fullSet.some((print) => print.image.width === image.width && print.image.height === image.height),
    );
    expect(prints).toHaveLength(14);
    const codes = pdf.images.map(decodeBarcode).filter((text) => text !== undefined);
    expect(codes).toEqual(['RL20261126000042']);
  });

  it('draws the TCN as PDF417 when the printer settings ask for a two-dimensional bar code', async () => {
    const pdf = await readPdf(await renderFd258Card(card({ barcodeType: 'TWO_D_BAR_CODE' })));
    expect(pdf.images.map(decodeBarcode).filter((text) => text !== undefined)).toEqual(['RL20261126000042']);
  });

  it('marks an amputated finger XX and an unprintable one UP in their boxes', async () => {
    const pdf = await readPdf(
      await renderFd258Card(
        card({
          prints: fullSet.filter((print) => print.position !== 7 && print.position !== 3),
          missingFingers: [
            { position: 7, code: 'XX' },
            { position: 3, code: 'UP' },
          ],
        }),
      ),
    );
    expect(pdf.text).toContain('XX AMPUTATED');
    expect(pdf.text).toContain('UP UNABLE TO PRINT');
  });

  it('moves everything by the printer offsets, in millimetres', async () => {
    const positions = async (leftOffset: string, topOffset: string) => {
      const bytes = await renderFd258Card(
        card({ printer: { ...defaultPrinterConfig(), leftOffset, topOffset } }),
      );
      const { getDocumentProxy } = await import('unpdf');
      const page = await (await getDocumentProxy(new Uint8Array(bytes))).getPage(1);
      const content = await page.getTextContent();
      const item = content.items.find((entry) => 'str' in entry && entry.str === 'NY0303000') as {
        transform: number[];
      };
      return { x: item.transform[4]!, y: item.transform[5]! };
    };
    const home = await positions('0', '0');
    const moved = await positions('10', '-5');
    // 10 mm right is 28.35 points; 5 mm up is 14.17 points up (PDF y grows upwards).
    expect(moved.x - home.x).toBeCloseTo(28.35, 1);
    expect(moved.y - home.y).toBeCloseTo(14.17, 1);
  });

  it('prints a calibration page with every box labelled', async () => {
    const pdf = await readPdf(await renderFd258Calibration({ leftOffset: '2.5', topOffset: '-1' }));
    expect(pdf.text).toContain('RIGHT FOUR FINGERS TAKEN SIMULTANEOUSLY');
    expect(pdf.text).toContain('10. L. LITTLE');
    expect(pdf.text).toContain('left offset 2.5 mm, top offset -1 mm');
  });
});
