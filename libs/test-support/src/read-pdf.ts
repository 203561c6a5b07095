// The default import: @zxing/library is CommonJS to Node, whose ESM loader (Playwright's) finds no named exports.
import zxing from '@zxing/library';
import { inflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';

export interface PdfImage {
  width: number;
  height: number;
  /** One byte per pixel. */
  luminance: Uint8ClampedArray;
}

/**
 * The text (read with PDF.js, as a viewer shows it) and the images of a PDF's pages. Images are read from the page
 * resources with pdf-lib: the Flate-compressed DeviceGray or DeviceRGB pixels pdf-lib writes for an embedded PNG.
 */
export async function readPdf(
  bytes: Uint8Array,
): Promise<{ pages: number; text: string; images: PdfImage[] }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  const doc = await PDFDocument.load(bytes);
  const images: PdfImage[] = [];
  for (const page of doc.getPages()) {
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict as never) as
      PDFDict | undefined;
    for (const [, ref] of xObjects?.entries() ?? []) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const dict = stream.dict;
      if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
      const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
      const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
      const channels = dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray') ? 1 : 3;
      const data = inflateSync(stream.contents);
      const luminance = new Uint8ClampedArray(width * height);
      for (let i = 0; i < luminance.length; i++) {
        const at = i * channels;
        luminance[i] =
          channels === 3
            ? Math.round(0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]!)
            : data[at]!;
      }
      images.push({ width, height, luminance });
    }
  }
  return { pages: totalPages, text, images };
}

const { BinaryBitmap, HybridBinarizer, PDF417Reader, QRCodeReader, RGBLuminanceSource } = zxing;

/** Decodes a QR code or PDF417 symbol from an image; undefined when the image holds neither. */
export function decodeBarcode(image: PdfImage): string | undefined {
  const bitmap = () =>
    new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(image.luminance, image.width, image.height)));
  for (const reader of [new QRCodeReader(), new PDF417Reader()]) {
    try {
      return reader.decode(bitmap()).getText();
    } catch {
      // not this symbology
    }
  }
  return undefined;
}
