import { imageSize as probe } from 'image-size';
import type { DataUrlImage } from '../sessions/session-store';

/** Pixel size of a PNG or JPEG, or undefined when unreadable (the image-size library reads the header). */
export function imageSize(image: DataUrlImage): { width: number; height: number } | undefined {
  try {
    const { width, height } = probe(image.bytes);
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
