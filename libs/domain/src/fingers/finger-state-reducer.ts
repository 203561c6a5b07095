import type { FingerName, Hand } from '../finger-codes/hand-finger';
import type {
  CaptureFlag,
  FingerSlot,
  FingerState,
  FingerStateAction,
  HandFingers,
  Side,
} from './finger-state';
import { sideOf } from './finger-state';
import { emptyCaptureFlag, initialFingerState } from './initial-finger-state';
import { isFourFingerAvailable, isThumbStampedAvailable } from './is-four-finger-available';

type FingerUpdate = (finger: FingerSlot, name: FingerName, hand: Hand) => FingerSlot;

function mapFingers(state: FingerState, update: FingerUpdate): FingerState {
  const mapHand = (hand: Hand): HandFingers => {
    const fingers = state[hand];
    return {
      thumb: update(fingers.thumb, 'thumb', hand),
      index: update(fingers.index, 'index', hand),
      middle: update(fingers.middle, 'middle', hand),
      ring: update(fingers.ring, 'ring', hand),
      pinky: update(fingers.pinky, 'pinky', hand),
    };
  };
  return { ...state, leftHand: mapHand('leftHand'), rightHand: mapHand('rightHand') };
}

function updateFinger(
  state: FingerState,
  hand: Hand,
  finger: FingerName,
  update: (slot: FingerSlot) => FingerSlot,
): FingerState {
  return { ...state, [hand]: { ...state[hand], [finger]: update(state[hand][finger]) } };
}

function mapFlags(
  flags: Readonly<Record<Side, CaptureFlag>>,
  update: (flag: CaptureFlag, side: Side) => CaptureFlag,
): Record<Side, CaptureFlag> {
  return { left: update(flags.left, 'left'), right: update(flags.right, 'right') };
}

const unselect = (flag: CaptureFlag): CaptureFlag => ({ ...flag, selected: false });

/** Only one finger is captured at a time, so activating one deactivates every other finger. */
function activateOnly(state: FingerState, hand: Hand | null, finger: FingerName | null): FingerState {
  return mapFingers(state, (slot, name, slotHand) => {
    const target = slotHand === hand && name === finger;
    return { ...slot, active: target, selected: target ? true : slot.selected };
  });
}

function withAvailability(state: FingerState): FingerState {
  return {
    ...state,
    leftFourFingerAvailable: isFourFingerAvailable(state.leftHand),
    rightFourFingerAvailable: isFourFingerAvailable(state.rightHand),
    leftThumbStampedAvailable: isThumbStampedAvailable(state.leftHand),
    rightThumbStampedAvailable: isThumbStampedAvailable(state.rightHand),
  };
}

function apply(state: FingerState, action: FingerStateAction): FingerState {
  switch (action.type) {
    case 'finger.mark':
      return updateFinger(state, action.hand, action.finger, (slot) => ({
        ...slot,
        red: action.mark === 'red',
        yellow: action.mark === 'yellow',
      }));
    case 'finger.activate': {
      const activated = activateOnly(state, action.hand, action.finger);
      const fourFinger = mapFlags(state.fourFinger, unselect);
      const thumbStamped =
        action.finger === 'thumb' ? mapFlags(state.thumbStamped, unselect) : state.thumbStamped;
      return { ...activated, fourFinger, thumbStamped };
    }
    case 'finger.setImage':
      return updateFinger(state, action.hand, action.finger, (slot) => ({
        ...slot,
        image: action.image,
        selected: slot.selected || action.image !== null,
      }));
    case 'finger.clear': {
      const cleared = updateFinger(state, action.hand, action.finger, (slot) => ({
        ...slot,
        red: false,
        yellow: false,
        active: false,
      }));
      if (action.finger !== 'thumb') return cleared;
      const side = sideOf(action.hand);
      return { ...cleared, thumbStamped: { ...cleared.thumbStamped, [side]: emptyCaptureFlag() } };
    }
    case 'fourFinger.activate': {
      const side = sideOf(action.hand);
      return {
        ...activateOnly(state, null, null),
        fourFinger: mapFlags(state.fourFinger, (flag, s) => ({ ...flag, selected: s === side })),
        thumbStamped: mapFlags(state.thumbStamped, unselect),
      };
    }
    case 'fourFinger.setImage': {
      const side = sideOf(action.hand);
      return {
        ...state,
        fourFinger: { ...state.fourFinger, [side]: setFlagImage(state.fourFinger[side], action.image) },
      };
    }
    case 'thumbStamped.activate': {
      const side = sideOf(action.hand);
      return {
        ...activateOnly(state, null, null),
        fourFinger: mapFlags(state.fourFinger, unselect),
        thumbStamped: mapFlags(state.thumbStamped, (flag, s) => ({ ...flag, selected: s === side })),
      };
    }
    case 'thumbStamped.setImage': {
      const side = sideOf(action.hand);
      return {
        ...state,
        thumbStamped: { ...state.thumbStamped, [side]: setFlagImage(state.thumbStamped[side], action.image) },
      };
    }
    case 'fingers.clearAll':
      return {
        ...mapFingers(state, (slot) => ({ ...slot, active: false, selected: false, image: null })),
        fourFinger: mapFlags(state.fourFinger, emptyCaptureFlag),
        thumbStamped: mapFlags(state.thumbStamped, emptyCaptureFlag),
      };
    case 'fingers.reset':
      return initialFingerState();
  }
}

function setFlagImage(flag: CaptureFlag, image: string | null): CaptureFlag {
  return { selected: flag.selected || image !== null, image };
}

/**
 * The finger and hand model of the capture session. Pure: returns a new state and recomputes the
 * availability flags after every action so they can never drift from their definition.
 */
export function fingerStateReducer(state: FingerState, action: FingerStateAction): FingerState {
  return withAvailability(apply(state, action));
}
