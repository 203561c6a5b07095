import { FINGER_CODES, type FingerCode } from '../finger-codes/finger-codes';
import { missingFingerCode, type MissingFingerCode } from './missing-finger-codes';

export interface AnnotatedFinger {
  readonly code: string;
  readonly color: 'RED' | 'YELLOW';
  readonly reason?: string | undefined;
}

const SLAP_FINGERS = ['INDEX', 'MIDDLE', 'RING', 'LITTLE'] as const;

/** The rolled fingers marked missing (red), with their EBTS code XX or UP. */
export function missingFingers(annotations: readonly AnnotatedFinger[]): Map<FingerCode, MissingFingerCode> {
  const missing = new Map<FingerCode, MissingFingerCode>();
  for (const annotation of annotations) {
    if (annotation.color !== 'RED') continue;
    missing.set(annotation.code as FingerCode, missingFingerCode(annotation.reason) ?? 'UP');
  }
  return missing;
}

/**
 * The impressions a missing finger excuses: its rolled print; a missing thumb also its plain thumb; a hand whose
 * four fingers are all missing also its slap.
 */
export function excusedImpressions(annotations: readonly AnnotatedFinger[]): Set<FingerCode> {
  const missing = missingFingers(annotations);
  const excused = new Set<FingerCode>(missing.keys());
  for (const side of ['LEFT', 'RIGHT'] as const) {
    if (missing.has(`${side}_THUMB_ROLL`)) excused.add(`${side}_THUMB_FLAT`);
    if (SLAP_FINGERS.every((finger) => missing.has(`${side}_${finger}_ROLL` as FingerCode))) {
      excused.add(`${side}_FOUR_FINGER`);
    }
  }
  return excused;
}

/** The impressions a complete ten-print capture still lacks, in card order. */
export function missingImpressions(
  printed: Iterable<string>,
  annotations: readonly AnnotatedFinger[],
): FingerCode[] {
  const have = new Set(printed);
  const excused = excusedImpressions(annotations);
  return FINGER_CODES.filter((code) => !have.has(code) && !excused.has(code));
}
