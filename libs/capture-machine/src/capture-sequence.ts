import {
  fingerOfCode,
  isMarked,
  type CaptureType,
  type FingerState,
  type FingerStateAction,
  type FingerprintOption,
  type Hand,
  type HandFinger,
} from '@ridgeline/domain';
import type { CaptureSequenceItem, FingerCode as AgentFingerCode } from '@ridgeline/device-agent-client';

export type CaptureItem = CaptureSequenceItem;

export type FingerRef = HandFinger;

/** The agent's sequence per capture type; flat-and-roll takes the rolled prints first, as the card does. */
export function captureTypesFor(option: FingerprintOption): CaptureType[] {
  return option === 'FLAT' ? ['FLAT'] : ['ROLL', 'FLAT'];
}

/** The items of the chosen impressions, in the agent's order; every item when nothing restricts the capture. */
export function chosenItems(
  sequence: readonly CaptureItem[],
  chosen: readonly AgentFingerCode[] | null,
): CaptureItem[] {
  return chosen === null ? [...sequence] : sequence.filter((item) => chosen.includes(item.finger));
}

export function handOfItem(item: CaptureItem): Hand {
  return item.hand === 'LEFT' ? 'leftHand' : 'rightHand';
}

/** The fingers a capture covers, from its `fingers` list or, failing that, its own code. */
export function fingersOfItem(item: CaptureItem): FingerRef[] {
  const codes: readonly AgentFingerCode[] = item.fingers.length > 0 ? item.fingers : [item.finger];
  return codes.flatMap((code) => {
    const ref = fingerOfCode(code);
    return ref ? [ref] : [];
  });
}

/** A capture is skipped when every finger it covers is marked red or yellow; a slap missing one finger is not. */
export function isItemSkipped(fingers: FingerState, item: CaptureItem): boolean {
  const covered = fingersOfItem(item);
  return covered.length > 0 && covered.every((ref) => isMarked(fingers[ref.hand][ref.finger]));
}

export function isItemCaptured(
  prints: Readonly<Partial<Record<string, unknown>>>,
  item: CaptureItem,
): boolean {
  return prints[item.finger] !== undefined;
}

export function pendingItemIndex(
  sequence: readonly CaptureItem[],
  fingers: FingerState,
  prints: Readonly<Partial<Record<string, unknown>>>,
): number | null {
  const index = sequence.findIndex((item) => !isItemSkipped(fingers, item) && !isItemCaptured(prints, item));
  return index === -1 ? null : index;
}

/** The finger-state action that shows `item` as the one being captured. */
export function activationOf(item: CaptureItem): FingerStateAction {
  const hand = handOfItem(item);
  if (item.kind === 'FOUR_FINGER') return { type: 'fourFinger.activate', hand };
  if (item.kind === 'THUMB_STAMP') return { type: 'thumbStamped.activate', hand };
  const ref = fingerOfCode(item.finger);
  return ref ? { type: 'finger.activate', ...ref } : { type: 'fourFinger.activate', hand };
}

/** The finger-state action that stores the print reference of a captured `item`. */
export function imageActionOf(item: CaptureItem, image: string | null): FingerStateAction {
  const hand = handOfItem(item);
  if (item.kind === 'FOUR_FINGER') return { type: 'fourFinger.setImage', hand, image };
  if (item.kind === 'THUMB_STAMP') return { type: 'thumbStamped.setImage', hand, image };
  const ref = fingerOfCode(item.finger);
  return ref ? { type: 'finger.setImage', ...ref, image } : { type: 'fourFinger.setImage', hand, image };
}
