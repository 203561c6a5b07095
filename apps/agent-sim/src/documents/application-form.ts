import { FINGERPRINT_CARD_NAME, fingerLabel, isFingerCode } from '@ridgeline/domain';
import type { FingerCode } from '@ridgeline/device-agent-client';
import {
  PDFDocument,
  StandardFonts,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import type { CaptureSession, CardImage, DataUrlImage } from '../sessions/session-store';
import { physicalFinger } from './physical-finger';

/** Printer adjustments of POST /print-application-form; offsets are millimetres, as printer dialogs use. */
export interface CardOffsets {
  readonly leftOffsetMm?: number;
  readonly topOffsetMm?: number;
}

const INCH = 72;
const MM = INCH / 25.4;
const PAGE = 8 * INCH;
const MARGIN = 0.3 * INCH;

const ROLLED_ROWS: readonly (readonly FingerCode[])[] = [
  ['RIGHT_THUMB_ROLL', 'RIGHT_INDEX_ROLL', 'RIGHT_MIDDLE_ROLL', 'RIGHT_RING_ROLL', 'RIGHT_LITTLE_ROLL'],
  ['LEFT_THUMB_ROLL', 'LEFT_INDEX_ROLL', 'LEFT_MIDDLE_ROLL', 'LEFT_RING_ROLL', 'LEFT_LITTLE_ROLL'],
];
/** The plain row of the card and each box's width in inches. */
const PLAIN_ROW: readonly [FingerCode, number][] = [
  ['LEFT_FOUR_FINGER', 2.8],
  ['LEFT_THUMB_FLAT', 0.8],
  ['RIGHT_THUMB_FLAT', 0.8],
  ['RIGHT_FOUR_FINGER', 2.8],
];

function field(session: CaptureSession, key: string): string {
  const value = session.detail[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

async function embed(pdf: PDFDocument, image: DataUrlImage) {
  return image.mime === 'image/png' ? pdf.embedPng(image.bytes) : pdf.embedJpg(image.bytes);
}

/**
 * Places grey pixels already compressed with zlib as an image XObject: pdf-lib's own PNG embedding would
 * decode and recompress every print in JavaScript, which takes seconds for a card.
 */
function drawGrayImage(pdf: PDFDocument, page: PDFPage, image: CardImage, at: Box): void {
  const stream = pdf.context.stream(image.deflated, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: image.width,
    Height: image.height,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
  });
  const name = page.node.newXObject('Print', pdf.context.register(stream));
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(at.width, 0, 0, at.height, at.x, at.y),
    drawObject(name),
    popGraphicsState(),
  );
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

async function drawPrintBox(
  pdf: PDFDocument,
  page: PDFPage,
  font: PDFFont,
  session: CaptureSession,
  code: FingerCode,
  box: Box,
): Promise<void> {
  page.drawRectangle({ ...box, borderColor: rgb(0.6, 0.1, 0.1), borderWidth: 0.8 });
  const label = isFingerCode(code) ? fingerLabel(code) : code;
  page.drawText(label, {
    x: box.x + 3,
    y: box.y + box.height - 9,
    size: 6.5,
    font,
    color: rgb(0.6, 0.1, 0.1),
  });
  const finger = physicalFinger(code);
  const annotation = session.annotation.annotations.find(
    (a) =>
      a.code === code || (finger !== undefined && physicalFinger(a.code) === finger && a.color === 'RED'),
  );
  const stored = session.prints.get(code);
  if (stored) {
    const image = stored.cardImage();
    const inner = { width: box.width - 6, height: box.height - 14 };
    const scale = Math.min(inner.width / image.width, inner.height / image.height);
    drawGrayImage(pdf, page, image, {
      x: box.x + 3 + (inner.width - image.width * scale) / 2,
      y: box.y + 3 + (inner.height - image.height * scale) / 2,
      width: image.width * scale,
      height: image.height * scale,
    });
  }
  if (annotation) {
    const note =
      annotation.color === 'RED' ? (/amput/i.test(annotation.reason ?? '') ? 'AMP' : 'UP') : 'NOTE';
    const text = annotation.reason ? `${note}: ${annotation.reason}` : note;
    page.drawText(text.slice(0, 28), {
      x: box.x + 3,
      y: box.y + 4,
      size: 6,
      font,
      color: rgb(0.1, 0.1, 0.6),
    });
  }
}

/**
 * The FD-258 card of a session as a one-page PDF: applicant fields, signatures, the ten rolled prints and
 * the plain row. The simulator draws its own layout; a real agent fills the printed card stock.
 */
export async function renderApplicationForm(
  session: CaptureSession,
  offsets: CardOffsets = {},
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${FINGERPRINT_CARD_NAME} ${session.transactionId}`);
  pdf.setProducer('Ridgeline device agent simulator');
  pdf.setCreationDate(session.startedOn);
  pdf.setModificationDate(session.startedOn);
  const page = pdf.addPage([PAGE, PAGE]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const dx = (offsets.leftOffsetMm ?? 0) * MM;
  const dy = -(offsets.topOffsetMm ?? 0) * MM;
  const at = (x: number, y: number) => ({ x: x + dx, y: y + dy });

  page.drawText(FINGERPRINT_CARD_NAME.toUpperCase(), {
    ...at(MARGIN, PAGE - MARGIN - 12),
    size: 12,
    font: bold,
  });
  const name = [field(session, 'lastName'), field(session, 'firstName'), field(session, 'middleName')]
    .filter(Boolean)
    .join(', ');
  const lines: [string, string][] = [
    ['NAME', name],
    ['DATE OF BIRTH', field(session, 'dateOfBirth')],
    ['PLACE OF BIRTH', field(session, 'placeOfBirth')],
    ['CITIZENSHIP', field(session, 'countryOfCitizenship')],
    ['SEX', field(session, 'gender')],
    ['RACE', field(session, 'race')],
    ['HEIGHT', field(session, 'height')],
    ['WEIGHT', field(session, 'weight')],
    ['EYES', field(session, 'eyeColor')],
    ['HAIR', field(session, 'hairColor')],
    ['ORI', field(session, 'originatingAgencyIdentifier')],
    ['REASON FINGERPRINTED', field(session, 'reason')],
    ['TRANSACTION', session.transactionId],
  ];
  lines.forEach(([label, value], index) => {
    const column = index % 3;
    const row = Math.floor(index / 3);
    const x = MARGIN + column * 2.5 * INCH;
    const y = PAGE - MARGIN - 30 - row * 16;
    page.drawText(label, { ...at(x, y + 7), size: 5.5, font, color: rgb(0.6, 0.1, 0.1) });
    page.drawText(value.slice(0, 40), { ...at(x, y - 1), size: 8, font });
  });

  const signatureY = PAGE - MARGIN - 1.55 * INCH;
  const signatures: [string, DataUrlImage | undefined][] = [
    ['SIGNATURE OF PERSON FINGERPRINTED', session.applicantSignature],
    ['SIGNATURE OF OFFICIAL TAKING THE FINGERPRINTS', session.officerSignature],
  ];
  for (const [index, [label, image]] of signatures.entries()) {
    const x = MARGIN + index * 3.7 * INCH;
    page.drawLine({ start: at(x, signatureY), end: at(x + 3.4 * INCH, signatureY), thickness: 0.5 });
    page.drawText(label, { ...at(x, signatureY - 8), size: 5.5, font, color: rgb(0.6, 0.1, 0.1) });
    if (image) {
      const embedded = await embed(pdf, image);
      const scale = Math.min((3.4 * INCH) / embedded.width, (0.4 * INCH) / embedded.height);
      page.drawImage(embedded, {
        ...at(x, signatureY + 1),
        width: embedded.width * scale,
        height: embedded.height * scale,
      });
    }
  }

  const boxWidth = (PAGE - 2 * MARGIN) / 5;
  const rolledHeight = 1.45 * INCH;
  let top = signatureY - 0.25 * INCH;
  for (const row of ROLLED_ROWS) {
    for (const [index, code] of row.entries()) {
      const { x, y } = at(MARGIN + index * boxWidth, top - rolledHeight);
      await drawPrintBox(pdf, page, font, session, code, { x, y, width: boxWidth, height: rolledHeight });
    }
    top -= rolledHeight;
  }
  const plainHeight = 1.75 * INCH;
  const totalInches = PLAIN_ROW.reduce((sum, [, inches]) => sum + inches, 0);
  const unit = (PAGE - 2 * MARGIN) / totalInches;
  let left = MARGIN;
  for (const [code, inches] of PLAIN_ROW) {
    const { x, y } = at(left, top - plainHeight);
    await drawPrintBox(pdf, page, font, session, code, { x, y, width: inches * unit, height: plainHeight });
    left += inches * unit;
  }
  return pdf.save();
}
