/**
 * The rolled-finger positions of ANSI/NIST-ITL (Table 8): 1-5 the right hand thumb to little finger, 6-10 the
 * left. An ERRT's message names a finger either by this number or by hand and finger.
 */
const FINGER_NAMES: readonly string[] = ['THUMB', 'INDEX', 'MIDDLE', 'RING', 'LITTLE'];

/** Other words messages use for a finger (`pointer`, `pinky`, `ring finger`). */
const FINGER_SYNONYMS: Readonly<Record<string, string>> = { POINTER: 'INDEX', PINKY: 'LITTLE' };

// "FINGER 03", "FINGER NUMBER 7", "FINGER POSITION 2", "FINGER NO. 4", "FINGER #5", "FGP 10", "FGP: 1".
const BY_NUMBER = /\b(?:FINGER(?:\s+(?:NUMBER|POSITION|NO\.?|#))?|FGP)\s*[:#]?\s*(\d{1,2})(?!\d)/g;
// "RIGHT INDEX", "LEFT THUMB", "R. MIDDLE FINGER", "L RING", "RIGHT PINKY".
const BY_NAME = /\b(RIGHT|LEFT|R\.?|L\.?)\s+(THUMB|INDEX|MIDDLE|RING|LITTLE|POINTER|PINKY)\b/g;

/**
 * The one rolled-finger position (1-10) an EBTS Transaction Error message (2.060 MSG) names, by number or by hand
 * and finger; undefined when it names none, a number outside 1-10, or several different fingers (such a reject
 * belongs to no single finger, so reject analytics leaves it out of "by finger"). Case is ignored.
 */
export function errtFingerPosition(message: string): number | undefined {
  const text = message.toUpperCase();
  const positions = new Set<number>();
  for (const match of text.matchAll(BY_NUMBER)) {
    const position = Number(match[1]);
    // A number out of range is not a finger: the message names something else (an impression count, a record).
    if (position >= 1 && position <= 10) positions.add(position);
  }
  for (const match of text.matchAll(BY_NAME)) {
    const hand = match[1]!.startsWith('R') ? 0 : 5;
    const word = match[2]!;
    positions.add(hand + FINGER_NAMES.indexOf(FINGER_SYNONYMS[word] ?? word) + 1);
  }
  return positions.size === 1 ? [...positions][0] : undefined;
}

/** How reject analytics names a rolled-finger position: `Right index (2)`. */
export function fingerPositionLabel(position: number): string {
  if (!Number.isInteger(position) || position < 1 || position > 10) return `Position ${position}`;
  const hand = position <= 5 ? 'Right' : 'Left';
  const finger = FINGER_NAMES[(position - 1) % 5]!.toLowerCase();
  return `${hand} ${finger} (${position})`;
}
