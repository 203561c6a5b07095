/**
 * Where things go on the FD-258 fingerprint card (8 x 8 inches), in inches from the card's top-left corner. The
 * boxes follow the card as commonly printed (fields in the top 2.6 inches; two rows of five rolled boxes 1.6 x 1.5;
 * a row of plain impressions: left four fingers, left thumb, right thumb, right four fingers, 2 inches high).
 * They were laid out from the card's published picture, not an FBI template file: the calibration page prints them
 * so a location can compare with its card stock and tune its printer offsets (docs/decisions.md "Documents").
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
}

export const CARD_INCHES = 8;

/** Rolled impressions 1-10, plain thumbs 11 (right) and 12 (left), plain four-finger slaps 13 (right) and 14 (left). */
export const PRINT_BOXES: Readonly<Record<number, Box>> = (() => {
  const names = [
    '1. R. THUMB',
    '2. R. INDEX',
    '3. R. MIDDLE',
    '4. R. RING',
    '5. R. LITTLE',
    '6. L. THUMB',
    '7. L. INDEX',
    '8. L. MIDDLE',
    '9. L. RING',
    '10. L. LITTLE',
  ];
  const boxes: Record<number, Box> = {};
  names.forEach((label, index) => {
    const row = Math.floor(index / 5);
    boxes[index + 1] = { x: 0 + (index % 5) * 1.6, y: 2.6 + row * 1.55, width: 1.6, height: 1.55, label };
  });
  const plainTop = 5.7;
  boxes[14] = { x: 0, y: plainTop, width: 3.2, height: 2.3, label: 'LEFT FOUR FINGERS TAKEN SIMULTANEOUSLY' };
  boxes[12] = { x: 3.2, y: plainTop, width: 0.8, height: 2.3, label: 'L. THUMB' };
  boxes[11] = { x: 4.0, y: plainTop, width: 0.8, height: 2.3, label: 'R. THUMB' };
  boxes[13] = {
    x: 4.8,
    y: plainTop,
    width: 3.2,
    height: 2.3,
    label: 'RIGHT FOUR FINGERS TAKEN SIMULTANEOUSLY',
  };
  return boxes;
})();

/** The applicant and agency fields of the top of the card. */
export const FIELD_BOXES = {
  name: { x: 0, y: 0.25, width: 5.2, height: 0.45, label: 'LAST NAME  NAM  FIRST NAME  MIDDLE NAME' },
  signature: { x: 5.2, y: 0.25, width: 2.8, height: 0.45, label: 'SIGNATURE OF PERSON FINGERPRINTED' },
  aliases: { x: 0, y: 0.7, width: 2.6, height: 0.4, label: 'ALIASES  AKA' },
  ori: { x: 2.6, y: 0.7, width: 2.6, height: 0.4, label: 'ORI' },
  residence: { x: 5.2, y: 0.7, width: 2.8, height: 0.4, label: 'RESIDENCE OF PERSON FINGERPRINTED' },
  dateOfBirth: { x: 0, y: 1.1, width: 1.3, height: 0.4, label: 'DATE OF BIRTH  DOB' },
  placeOfBirth: { x: 1.3, y: 1.1, width: 1.3, height: 0.4, label: 'PLACE OF BIRTH  POB' },
  citizenship: { x: 2.6, y: 1.1, width: 1.3, height: 0.4, label: 'CITIZENSHIP  CTZ' },
  sex: { x: 3.9, y: 1.1, width: 0.4, height: 0.4, label: 'SEX' },
  race: { x: 4.3, y: 1.1, width: 0.45, height: 0.4, label: 'RACE' },
  height: { x: 4.75, y: 1.1, width: 0.45, height: 0.4, label: 'HGT.' },
  weight: { x: 5.2, y: 1.1, width: 0.45, height: 0.4, label: 'WGT.' },
  eyes: { x: 5.65, y: 1.1, width: 0.45, height: 0.4, label: 'EYES' },
  hair: { x: 6.1, y: 1.1, width: 0.45, height: 0.4, label: 'HAIR' },
  official: { x: 0, y: 1.5, width: 2.6, height: 0.5, label: 'SIGNATURE OF OFFICIAL TAKING THE FINGERPRINTS' },
  employer: { x: 2.6, y: 1.5, width: 2.6, height: 0.5, label: 'EMPLOYER AND ADDRESS' },
  socialSecurity: { x: 0, y: 2.0, width: 1.6, height: 0.6, label: 'SOC. SEC. NO.  SOC' },
  date: { x: 1.6, y: 2.0, width: 1.0, height: 0.6, label: 'DATE' },
  reason: { x: 2.6, y: 2.0, width: 2.6, height: 0.6, label: 'REASON FINGERPRINTED' },
  barcode: { x: 5.2, y: 1.5, width: 2.8, height: 1.1, label: 'TRANSACTION CONTROL NUMBER' },
} satisfies Record<string, Box>;
