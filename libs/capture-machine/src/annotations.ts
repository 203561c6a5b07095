import { FINGER_NAMES, HANDS, rolledFingerCode, type FingerState } from '@ridgeline/domain';
import type { FingerAnnotation } from '@ridgeline/device-agent-client';

/** The agent's annotation list: one entry per rolled finger marked red or yellow, with its reason if any. */
export function annotationsOf(
  fingers: FingerState,
  reasons: Readonly<Partial<Record<string, string>>>,
): FingerAnnotation[] {
  return HANDS.flatMap((hand) =>
    FINGER_NAMES.flatMap((finger): FingerAnnotation[] => {
      const slot = fingers[hand][finger];
      if (!slot.red && !slot.yellow) return [];
      const code = rolledFingerCode(hand, finger);
      const reason = reasons[code];
      return [{ code, color: slot.red ? 'RED' : 'YELLOW', ...(reason ? { reason } : {}) }];
    }),
  );
}
