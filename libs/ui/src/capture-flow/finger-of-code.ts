import { FINGER_NAMES, HANDS, rolledFingerCode, type FingerName, type Hand } from '@ridgeline/domain';

/** The hand and finger of a rolled finger code (the annotation editor speaks codes, the machine hands). */
export function fingerOfCode(code: string): { hand: Hand; finger: FingerName } | null {
  for (const hand of HANDS) {
    for (const finger of FINGER_NAMES) if (rolledFingerCode(hand, finger) === code) return { hand, finger };
  }
  return null;
}
