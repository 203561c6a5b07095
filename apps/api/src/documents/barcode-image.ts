import type { BarcodeType } from '@ridgeline/domain';
import { toBuffer } from 'bwip-js/node';

/**
 * The transaction control number as a barcode PNG (§9 barcode types): QR_CODE as a QR code, TWO_D_BAR_CODE as
 * PDF417, the two-dimensional symbology of identity documents.
 */
export function barcodePng(type: BarcodeType, text: string): Promise<Buffer> {
  return type === 'QR_CODE'
    ? toBuffer({
        bcid: 'qrcode',
        text,
        scale: 4,
        paddingwidth: 4,
        paddingheight: 4,
        backgroundcolor: 'FFFFFF',
      })
    : toBuffer({
        bcid: 'pdf417',
        text,
        scale: 2,
        paddingwidth: 8,
        paddingheight: 8,
        backgroundcolor: 'FFFFFF',
      });
}
