import { rolledFingerCode, type FingerName, type Hand } from '../finger-codes/hand-finger';
import type { CaptureFlag, FingerSlot, FingerState, HandFingers } from './finger-state';

function initialFinger(hand: Hand, finger: FingerName): FingerSlot {
  return {
    red: false,
    yellow: false,
    active: false,
    selected: false,
    image: null,
    default: null,
    code: rolledFingerCode(hand, finger),
  };
}

function initialHand(hand: Hand): HandFingers {
  return {
    thumb: initialFinger(hand, 'thumb'),
    index: initialFinger(hand, 'index'),
    middle: initialFinger(hand, 'middle'),
    ring: initialFinger(hand, 'ring'),
    pinky: initialFinger(hand, 'pinky'),
  };
}

export function emptyCaptureFlag(): CaptureFlag {
  return { selected: false, image: null };
}

export function initialFingerState(): FingerState {
  return {
    leftHand: initialHand('leftHand'),
    rightHand: initialHand('rightHand'),
    fourFinger: { left: emptyCaptureFlag(), right: emptyCaptureFlag() },
    thumbStamped: { left: emptyCaptureFlag(), right: emptyCaptureFlag() },
    leftFourFingerAvailable: false,
    rightFourFingerAvailable: false,
    leftThumbStampedAvailable: false,
    rightThumbStampedAvailable: false,
  };
}
