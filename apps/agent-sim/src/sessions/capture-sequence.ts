import { fingerLabel, isFingerCode, ROLLED_FINGER_CODES as ROLLED } from '@ridgeline/domain';
import type { CaptureSequenceItem, CaptureType } from '@ridgeline/device-agent-client';
import type { ImpressionCode } from '../prints/impression-layout';

/** The plain captures: both four-finger slaps, then each stamped thumb. */
const PLAIN: readonly Omit<CaptureSequenceItem, 'order' | 'label'>[] = [
  {
    finger: 'RIGHT_FOUR_FINGER',
    kind: 'FOUR_FINGER',
    hand: 'RIGHT',
    fingers: ['RIGHT_INDEX_ROLL', 'RIGHT_MIDDLE_ROLL', 'RIGHT_RING_ROLL', 'RIGHT_LITTLE_ROLL'],
    captureType: 'FLAT',
  },
  {
    finger: 'LEFT_FOUR_FINGER',
    kind: 'FOUR_FINGER',
    hand: 'LEFT',
    fingers: ['LEFT_INDEX_ROLL', 'LEFT_MIDDLE_ROLL', 'LEFT_RING_ROLL', 'LEFT_LITTLE_ROLL'],
    captureType: 'FLAT',
  },
  {
    finger: 'RIGHT_THUMB_FLAT',
    kind: 'THUMB_STAMP',
    hand: 'RIGHT',
    fingers: ['RIGHT_THUMB_ROLL'],
    captureType: 'FLAT',
  },
  {
    finger: 'LEFT_THUMB_FLAT',
    kind: 'THUMB_STAMP',
    hand: 'LEFT',
    fingers: ['LEFT_THUMB_ROLL'],
    captureType: 'FLAT',
  },
];

/**
 * The captures of a session, in order. FLAT (fingerprint option "flat") takes the slaps and stamped thumbs,
 * which cover all ten fingers; ROLL (option "flat and roll") takes the ten rolled prints first, as the card
 * lays them out, then the same plain row.
 */
export function captureSequence(captureType: CaptureType): CaptureSequenceItem[] {
  const rolled: Omit<CaptureSequenceItem, 'order' | 'label'>[] =
    captureType === 'ROLL'
      ? ROLLED.map((finger) => ({
          finger,
          kind: 'SINGLE',
          hand: finger.startsWith('RIGHT') ? 'RIGHT' : 'LEFT',
          fingers: [finger],
          captureType: 'ROLL',
        }))
      : [];
  return [...rolled, ...PLAIN].map((item, order) => ({
    ...item,
    order,
    label: isFingerCode(item.finger) ? fingerLabel(item.finger) : item.finger,
  }));
}

const CAPTURABLE = new Set<string>([...ROLLED, ...PLAIN.map((item) => item.finger)]);

/** The contract lists individual plain fingers too, but a scanner only takes the fourteen impressions. */
export function isCapturable(code: string): code is ImpressionCode {
  return CAPTURABLE.has(code);
}
