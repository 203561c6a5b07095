import type { BarcodeType } from '@ridgeline/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { barcodePng } from './barcode-image';

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
  generatedOn: Date;
}

const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/**
 * The identity-history-summary request as a US Letter PDF: who the applicant is, what was taken or booked and where
 * the request stands, with the control number as a barcode so the record can be found from the paper.
 */
export async function renderIdentityHistorySummary(input: SummaryInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${input.title} ${input.controlNumber}`);
  doc.setCreator('Ridgeline');
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 740;
  page.drawText(printable(input.title), { x: 50, y, size: 18, font: bold });
  y -= 30;
  const rows = (
    [
      ['Name', input.name],
      ['SSN', input.ssnLastFour ? `***-**-${input.ssnLastFour}` : ''],
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
  page.drawImage(image, {
    x: 50,
    y: y - 20 - image.height * scale,
    width: image.width * scale,
    height: image.height * scale,
  });
  return doc.save();
}
