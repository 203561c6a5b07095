import { type BarcodeType, type PrinterConfig } from '@ridgeline/domain';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { barcodePng } from './barcode-image';
import { CARD_INCHES, FIELD_BOXES, PRINT_BOXES, type Box } from './fd258-layout';
import { drawGrayImage, POINTS_PER_INCH, type Rect } from './gray-image';
import { toneForPrinting, type GrayImage } from './print-tone';

const POINTS_PER_MM = POINTS_PER_INCH / 25.4;

export interface CardApplicant {
  lastName: string;
  firstName: string;
  middleName?: string | undefined;
  aliases?: readonly string[] | undefined;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  placeOfBirth: string;
  citizenship?: string | undefined;
  sex: string;
  race: string;
  /** Feet and inches as EBTS writes them, e.g. `507`. */
  height: string;
  weight: string;
  eyeColor: string;
  hairColor: string;
  socialSecurityNumber?: string | undefined;
  residence?: string | undefined;
}

export interface Fd258CardInput {
  applicant: CardApplicant;
  originatingAgency: string;
  employerAndAddress?: string | undefined;
  reasonFingerprinted: string;
  /** YYYY-MM-DD */
  dateFingerprinted: string;
  controlNumber: string;
  barcodeType: BarcodeType;
  /** Positions 1-10 rolled, 11-12 plain thumbs, 13-14 four-finger slaps (15, both thumbs, has no box). */
  prints: readonly { position: number; image: GrayImage }[];
  missingFingers?: readonly { position: number; code: 'XX' | 'UP' }[] | undefined;
  /** PNG bitmaps. */
  signatures?: { applicant?: Uint8Array | undefined; official?: Uint8Array | undefined } | undefined;
  printer: PrinterConfig;
  /** Print the card's boxes and their labels too (plain paper, previews); card stock has them printed already. */
  outlines?: boolean;
  /** The PDF's creation date (the API's clock); pdf-lib's wall clock otherwise. */
  generatedOn?: Date | undefined;
}

/** Text as the standard PDF fonts can carry it (WinAnsi): anything else becomes `?`. */
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

class CardPage {
  constructor(
    readonly page: PDFPage,
    readonly font: PDFFont,
    /** Printer offsets in points: right and down. */
    readonly dx: number,
    readonly dy: number,
  ) {}

  /** A box's rectangle in PDF points (origin bottom-left), shifted by the printer offsets. */
  rect(box: Pick<Box, 'x' | 'y' | 'width' | 'height'>) {
    return {
      x: box.x * POINTS_PER_INCH + this.dx,
      y: (CARD_INCHES - box.y - box.height) * POINTS_PER_INCH - this.dy,
      width: box.width * POINTS_PER_INCH,
      height: box.height * POINTS_PER_INCH,
    };
  }

  /** Where an image goes in a box: inside its border, above its label strip. */
  room(box: Box): Rect {
    const r = this.rect(box);
    const labelStrip = 7;
    return { x: r.x + 2, y: r.y + 1, width: r.width - 4, height: r.height - labelStrip - 2 };
  }

  outline(box: Box) {
    const r = this.rect(box);
    this.page.drawRectangle({ ...r, borderColor: rgb(0, 0, 0), borderWidth: 0.5 });
    this.page.drawText(printable(box.label), {
      x: r.x + 2,
      y: r.y + r.height - 6,
      size: 4.5,
      font: this.font,
    });
  }

  /** A value written in the lower part of its field box, shrunk to fit the width. */
  value(box: Box, text: string | undefined) {
    if (!text) return;
    const r = this.rect(box);
    const value = printable(text.toUpperCase());
    const size = Math.min(8, ((r.width - 4) / Math.max(1, this.font.widthOfTextAtSize(value, 8))) * 8);
    this.page.drawText(value, { x: r.x + 2, y: r.y + 3, size, font: this.font });
  }
}

async function embedFitted(doc: PDFDocument, card: CardPage, box: Box, png: Uint8Array) {
  // Signatures may be stored as JPEG (their type is sniffed on upload); everything else is PNG.
  const image = png[0] === 0xff && png[1] === 0xd8 ? await doc.embedJpg(png) : await doc.embedPng(png);
  const room = card.room(box);
  const scale = Math.min(1, room.width / image.width, room.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  card.page.drawImage(image, {
    x: room.x + (room.width - width) / 2,
    y: room.y + (room.height - height) / 2,
    width,
    height,
  });
}

function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : iso;
}

/**
 * The FD-258 Fingerprint Card as a one-page 8 x 8 inch PDF: applicant and agency fields, the rolled and plain
 * impressions at 500 ppi (toned with the printer settings), both signatures, the transaction control number as a
 * barcode, everything shifted by the printer offsets. Amputated (XX) and unprintable (UP) fingers are written in
 * their boxes, as on a card inked by hand.
 */
export async function renderFd258Card(input: Fd258CardInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`FD-258 Fingerprint Card ${input.controlNumber}`);
  doc.setCreator('Ridgeline');
  if (input.generatedOn) {
    doc.setCreationDate(input.generatedOn);
    doc.setModificationDate(input.generatedOn);
  }
  const page = doc.addPage([CARD_INCHES * POINTS_PER_INCH, CARD_INCHES * POINTS_PER_INCH]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const card = new CardPage(
    page,
    font,
    Number(input.printer.leftOffset || 0) * POINTS_PER_MM,
    Number(input.printer.topOffset || 0) * POINTS_PER_MM,
  );
  if (input.outlines) {
    for (const box of [...Object.values(FIELD_BOXES), ...Object.values(PRINT_BOXES)]) card.outline(box);
  }
  const { applicant } = input;
  const given = [applicant.firstName, applicant.middleName].filter(Boolean).join(' ');
  card.value(FIELD_BOXES.name, `${applicant.lastName}, ${given}`);
  card.value(FIELD_BOXES.aliases, applicant.aliases?.join('; '));
  card.value(FIELD_BOXES.ori, input.originatingAgency);
  card.value(FIELD_BOXES.residence, applicant.residence);
  card.value(FIELD_BOXES.dateOfBirth, formatDate(applicant.dateOfBirth));
  card.value(FIELD_BOXES.placeOfBirth, applicant.placeOfBirth);
  card.value(FIELD_BOXES.citizenship, applicant.citizenship);
  card.value(FIELD_BOXES.sex, applicant.sex);
  card.value(FIELD_BOXES.race, applicant.race);
  card.value(FIELD_BOXES.height, applicant.height);
  card.value(FIELD_BOXES.weight, applicant.weight);
  card.value(FIELD_BOXES.eyes, applicant.eyeColor);
  card.value(FIELD_BOXES.hair, applicant.hairColor);
  card.value(FIELD_BOXES.employer, input.employerAndAddress);
  card.value(FIELD_BOXES.socialSecurity, applicant.socialSecurityNumber);
  card.value(FIELD_BOXES.date, formatDate(input.dateFingerprinted));
  card.value(FIELD_BOXES.reason, input.reasonFingerprinted);

  for (const print of input.prints) {
    const box = PRINT_BOXES[print.position];
    if (!box) continue;
    // A card shows each print at its true 500 ppi size when its box allows, above the box's label strip.
    drawGrayImage(doc, page, toneForPrinting(print.image, input.printer), card.room(box));
  }
  for (const missing of input.missingFingers ?? []) {
    const box = PRINT_BOXES[missing.position];
    if (!box) continue;
    const r = card.rect(box);
    const text = missing.code === 'XX' ? 'XX AMPUTATED' : 'UP UNABLE TO PRINT';
    page.drawText(text, { x: r.x + 6, y: r.y + r.height / 2, size: 9, font });
  }
  if (input.signatures?.applicant)
    await embedFitted(doc, card, FIELD_BOXES.signature, input.signatures.applicant);
  if (input.signatures?.official)
    await embedFitted(doc, card, FIELD_BOXES.official, input.signatures.official);
  await embedFitted(doc, card, FIELD_BOXES.barcode, await barcodePng(input.barcodeType, input.controlNumber));
  card.value({ ...FIELD_BOXES.barcode, height: 0.15, y: FIELD_BOXES.barcode.y + 0.95 }, input.controlNumber);
  return doc.save();
}

/**
 * A calibration page: every box of the card outlined and labelled, shifted by the given offsets, with a ruler
 * mark every 10 mm along the top and left edges. Printed on a blank card and held against a real one, it shows
 * how far to move the offsets.
 */
export async function renderFd258Calibration(printer: Pick<PrinterConfig, 'leftOffset' | 'topOffset'>) {
  const doc = await PDFDocument.create();
  doc.setTitle('FD-258 calibration');
  const page = doc.addPage([CARD_INCHES * POINTS_PER_INCH, CARD_INCHES * POINTS_PER_INCH]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const card = new CardPage(
    page,
    font,
    Number(printer.leftOffset || 0) * POINTS_PER_MM,
    Number(printer.topOffset || 0) * POINTS_PER_MM,
  );
  for (const box of [...Object.values(FIELD_BOXES), ...Object.values(PRINT_BOXES)]) card.outline(box);
  const size = CARD_INCHES * POINTS_PER_INCH;
  for (let mm = 0; mm * POINTS_PER_MM <= size; mm += 10) {
    const at = mm * POINTS_PER_MM;
    page.drawLine({ start: { x: at, y: size }, end: { x: at, y: size - 8 }, thickness: 0.5 });
    page.drawLine({ start: { x: 0, y: size - at }, end: { x: 8, y: size - at }, thickness: 0.5 });
  }
  page.drawText(
    printable(
      `Calibration: left offset ${printer.leftOffset || 0} mm, top offset ${printer.topOffset || 0} mm`,
    ),
    { x: 150, y: size / 2 - 80, size: 8, font },
  );
  return doc.save();
}
