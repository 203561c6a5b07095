import { PNG } from 'pngjs';
import type { GrayImage } from './print-tone';

/** An 8-bit greyscale PNG of the image, the form pdf-lib embeds losslessly. */
export function grayPng(image: GrayImage): Buffer {
  return PNG.sync.write(
    { width: image.width, height: image.height, data: Buffer.from(image.pixels) } as PNG,
    { colorType: 0, inputColorType: 0, inputHasAlpha: false, bitDepth: 8 },
  );
}
