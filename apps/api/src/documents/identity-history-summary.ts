import type { BarcodeType } from '@ridgeline/domain';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { barcodePng } from './barcode-image';
import { PRINT_BOXES } from './fd258-layout';
import { drawGrayImage, POINTS_PER_INCH, PRINT_PPI } from './gray-image';
import type { GrayImage } from './print-tone';
import { maskedSsn } from '../ssn/ssn-vault';

export interface SummaryInput {
  title: string;
  /** `LAST, First Middle` */
  name: string;
  /** Printed masked, `***-**-1234`: the page is handed to the applicant and may travel. */
  ssnLastFour?: string | undefined;
  /** What the barcode carries: the transaction control number, or an appointment's confirmation number. */
  controlNumber: string;
  controlNumberLabel: string;
  barcodeType: BarcodeType;
  /** Label and value pairs of the record it summarises (status, dates, agency, ...). */
  lines: readonly (readonly [string, string])[];
  /** The impressions submitted (a transaction's; an appointment has none), by FBI finger position 1-14. */
  prints?: readonly { position: number; image: GrayImage }[] | undefined;
  /** Fingers that could not be printed, by position: their boxes say so (XX amputated, UP unable to print). */
  missingFingers?: readonly { position: number; code: 'XX' | 'UP' }[] | undefined;
  generatedOn: Date;
}

const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** The card's print rows (fd258-layout.ts, 2.6 to 8 inches down the card) at this fraction of their size. */
const PRINTS_SCALE = 0.6;
const PRINT_ROWS_TOP = 2.6;

/**
 * The impressions in the FD-258's arrangement, shrunk, below `top` (points): the applicant's copy shows what was
 * sent with the request.
 */
function drawPrints(
  doc: PDFDocument,
  page: PDFPage,
  font: PDFFont,
  prints: NonNullable<SummaryInput['prints']>,
  missing: NonNullable<SummaryInput['missingFingers']>,
  top: number,
) {
  const inches = POINTS_PER_INCH * PRINTS_SCALE;
  for (const [position, box] of Object.entries(PRINT_BOXES)) {
    const r = {
      x: 50 + box.x * inches,
      y: top - (box.y - PRINT_ROWS_TOP + box.height) * inches,
      width: box.width * inches,
      height: box.height * inches,
    };
    page.drawRectangle({ ...r, borderColor: rgb(0.5, 0.5, 0.5), borderWidth: 0.4 });
    page.drawText(box.label, { x: r.x + 2, y: r.y + r.height - 5, size: 3.5, font });
    const print = prints.find((entry) => entry.position === Number(position));
    const gone = missing.find((entry) => entry.position === Number(position));
    if (gone && !print) {
      // Two short lines fit the smallest (rolled) box at this scale: an empty box would read as a lost print.
      page.drawText(gone.code, { x: r.x + 2, y: r.y + r.height / 2, size: 6, font });
      page.drawText(gone.code === 'XX' ? 'AMPUTATED' : 'UNABLE TO PRINT', {
        x: r.x + 2,
        y: r.y + r.height / 2 - 6,
        size: 3.5,
        font,
      });
    }
    if (!print) continue;
    const room = { x: r.x + 1, y: r.y + 1, width: r.width - 2, height: r.height - 7 };
    drawGrayImage(doc, page, print.image, room, PRINT_PPI / PRINTS_SCALE);
  }
}

/**
 * The identity-history-summary request as a US Letter PDF: who the applicant is, what was taken or booked and where
 * the request stands, with the control number as a barcode so the record can be found from the paper.
 */
export async function renderIdentityHistorySummary(input: SummaryInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${input.title} ${input.controlNumber}`);
  doc.setCreator('Ridgeline');
  // The API's clock, not the wall clock pdf-lib would use: the same record renders to the same bytes.
  doc.setCreationDate(input.generatedOn);
  doc.setModificationDate(input.generatedOn);
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 740;
  page.drawText(printable(input.title), { x: 50, y, size: 18, font: bold });
  y -= 30;
  const rows = (
    [
      ['Name', input.name],
      ['SSN', maskedSsn(input.ssnLastFour) ?? ''],
      [input.controlNumberLabel, input.controlNumber],
      ...input.lines,
      ['Generated', input.generatedOn.toISOString().replace('T', ' ').slice(0, 16) + ' UTC'],
    ] as (readonly [string, string])[]
  ).filter(([, value]) => value !== '');
  for (const [label, value] of rows) {
    page.drawText(printable(label), { x: 50, y, size: 10, font: bold });
    page.drawText(printable(value), { x: 220, y, size: 10, font });
    y -= 18;
  }
  const png = await barcodePng(input.barcodeType, input.controlNumber);
  const image = await doc.embedPng(png);
  const scale = Math.min(1, 200 / image.width, 120 / image.height);
  y -= 20 + image.height * scale;
  page.drawImage(image, { x: 50, y, width: image.width * scale, height: image.height * scale });
  if (input.prints?.length || input.missingFingers?.length) {
    y -= 24;
    page.drawText('Fingerprints submitted', { x: 50, y, size: 11, font: bold });
    drawPrints(doc, page, font, input.prints ?? [], input.missingFingers ?? [], y - 8);
  }
  return doc.save();
}
