import * as v from 'valibot';
import { BARCODE_TYPES, type BarcodeType } from '../statuses/options';

/** Spec §7 printer-config; every value is a decimal string, as the completion payload carries them. */
export interface PrinterConfig {
  /** Millimetres the card image moves right (negative: left). */
  leftOffset: string;
  /** Millimetres the card image moves down (negative: up). */
  topOffset: string;
  /** Adjustments of the black and white points, sharpness and gamma; 0 leaves the printer's own. */
  printBlack: string;
  printWhite: string;
  sharpness: string;
  gamma: string;
  barcodeType?: BarcodeType;
}

/** Spec §9: printer offsets default to '0'; the other adjustments too, so a fresh install prints unchanged. */
export function defaultPrinterConfig(): PrinterConfig {
  return { leftOffset: '0', topOffset: '0', printBlack: '0', printWhite: '0', sharpness: '0', gamma: '0' };
}

/** Spec §9: the print-by-image timeout; a printer that has not taken the job by then is reported as silent. */
export const PRINT_BY_IMAGE_TIMEOUT_MS = 1000;
export const PRINTER_SILENT_MESSAGE =
  'The printer did not answer within 1 second. Check that it is switched on, connected and has cards, then print again.';

/** Offsets beyond a quarter of the FD-258 card's 203 mm would push the prints off the card. */
export const PRINTER_OFFSET_LIMIT_MM = 50;
/** The adjustments are percentages around the printer's own value. */
export const PRINTER_ADJUSTMENT_LIMIT = 100;

const DECIMAL = /^-?\d{1,3}(\.\d{1,2})?$/;

function decimalField(label: string, limit: number, unit: string) {
  return v.pipe(
    v.nullish(v.string(`${label} must be a number`), '0'),
    v.transform((value) => (value.trim() === '' ? '0' : value.trim())),
    v.regex(DECIMAL, `${label} must be a number with at most two decimals`),
    v.check(
      (value) => Math.abs(Number(value)) <= limit,
      `${label} must be between -${limit} and ${limit}${unit}`,
    ),
  );
}

export const printerConfigSchema = v.object({
  leftOffset: decimalField('Left Offset', PRINTER_OFFSET_LIMIT_MM, ' mm'),
  topOffset: decimalField('Top Offset', PRINTER_OFFSET_LIMIT_MM, ' mm'),
  printBlack: decimalField('Print Black', PRINTER_ADJUSTMENT_LIMIT, ''),
  printWhite: decimalField('Print White', PRINTER_ADJUSTMENT_LIMIT, ''),
  sharpness: decimalField('Sharpness', PRINTER_ADJUSTMENT_LIMIT, ''),
  gamma: decimalField('Gamma', PRINTER_ADJUSTMENT_LIMIT, ''),
  barcodeType: v.optional(v.picklist(BARCODE_TYPES, 'Barcode Type must be 2D bar code or QR code')),
});
export type PrinterConfigInput = v.InferInput<typeof printerConfigSchema>;

/** FD-258: an 8 x 8 inch card. */
export const FD258_CARD_MM = { width: 203.2, height: 203.2 } as const;

/**
 * Where the card's printed area lands on the sheet, in millimetres from the sheet's top-left corner, for a live
 * preview: unparseable input counts as 0, so the preview never jumps while someone types a minus sign.
 */
export function printedCardArea(config: Pick<PrinterConfig, 'leftOffset' | 'topOffset'>): {
  left: number;
  top: number;
  width: number;
  height: number;
} {
  const mm = (value: string) => {
    const parsed = Number(value);
    return Number.isFinite(parsed)
      ? Math.max(-PRINTER_OFFSET_LIMIT_MM, Math.min(PRINTER_OFFSET_LIMIT_MM, parsed))
      : 0;
  };
  return { left: mm(config.leftOffset), top: mm(config.topOffset), ...FD258_CARD_MM };
}
