import { deflateSync } from 'node:zlib';
import {
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';
import type { GrayImage } from './print-tone';

export const POINTS_PER_INCH = 72;
/** Live-scan prints are 500 pixels per inch. */
export const PRINT_PPI = 500;

/** A rectangle in PDF points, origin bottom-left. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Draws an 8-bit grey image as a DeviceGray image XObject compressed with Node's zlib: no PNG round trip, which in
 * pdf-lib means decoding and re-compressing in JavaScript (12 s for a ten-print card; see apps/api/bench). The
 * image is drawn at `ppi` (its true size at 500), scaled down only when larger than `room`, and centred in it.
 */
export function drawGrayImage(
  doc: PDFDocument,
  page: PDFPage,
  image: GrayImage,
  room: Rect,
  ppi = PRINT_PPI,
) {
  const stream = doc.context.stream(deflateSync(image.pixels, { level: 6 }), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: image.width,
    Height: image.height,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
  });
  const name = page.node.newXObject('Print', doc.context.register(stream));
  const natural = {
    width: (image.width / ppi) * POINTS_PER_INCH,
    height: (image.height / ppi) * POINTS_PER_INCH,
  };
  const scale = Math.min(1, room.width / natural.width, room.height / natural.height);
  const width = natural.width * scale;
  const height = natural.height * scale;
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(
      width,
      0,
      0,
      height,
      room.x + (room.width - width) / 2,
      room.y + (room.height - height) / 2,
    ),
    drawObject(name),
    popGraphicsState(),
  );
}
