import type { RolledFingerCode } from '../finger-codes/finger-codes';
import type { FingerName, Hand } from '../finger-codes/hand-finger';

export interface FingerSlot {
  /** Marked as amputated or unable to print. */
  red: boolean;
  /** Marked with another annotation (bandaged, scarred...). */
  yellow: boolean;
  /** The finger currently being captured. */
  active: boolean;
  /** The finger was picked (captured or chosen for capture) in this session. */
  selected: boolean;
  /** The captured print, as the image reference the device agent returned (null before capture). */
  image: string | null;
  /** The placeholder image shown until a print exists; kept through clears. */
  default: string | null;
  code: RolledFingerCode;
}

export type HandFingers = Readonly<Record<FingerName, FingerSlot>>;

export interface CaptureFlag {
  selected: boolean;
  image: string | null;
}

export type Side = 'left' | 'right';

export interface FingerState {
  leftHand: HandFingers;
  rightHand: HandFingers;
  fourFinger: Readonly<Record<Side, CaptureFlag>>;
  thumbStamped: Readonly<Record<Side, CaptureFlag>>;
  leftFourFingerAvailable: boolean;
  rightFourFingerAvailable: boolean;
  leftThumbStampedAvailable: boolean;
  rightThumbStampedAvailable: boolean;
}

export type FingerMark = 'red' | 'yellow';

export type FingerStateAction =
  | { type: 'finger.mark'; hand: Hand; finger: FingerName; mark: FingerMark }
  | { type: 'finger.activate'; hand: Hand; finger: FingerName }
  | { type: 'finger.setImage'; hand: Hand; finger: FingerName; image: string | null }
  | { type: 'finger.clear'; hand: Hand; finger: FingerName }
  | { type: 'fourFinger.activate'; hand: Hand }
  | { type: 'fourFinger.setImage'; hand: Hand; image: string | null }
  | { type: 'thumbStamped.activate'; hand: Hand }
  | { type: 'thumbStamped.setImage'; hand: Hand; image: string | null }
  | { type: 'fingers.clearAll' }
  | { type: 'fingers.reset' };

export function sideOf(hand: Hand): Side {
  return hand === 'leftHand' ? 'left' : 'right';
}
