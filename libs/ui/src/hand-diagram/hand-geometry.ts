import type { FingerName, Hand } from '@ridgeline/domain';

export interface FingerShape {
  /** Centre of the fingertip's base on the palm, in the 200 × 230 view box. */
  x: number;
  y: number;
  width: number;
  length: number;
  /** Degrees, clockwise, around the base. */
  angle: number;
}

// The left hand seen from above (palm down, as it lies on the scanner): little finger on the left, thumb on the right.
const LEFT_HAND: Readonly<Record<FingerName, FingerShape>> = {
  pinky: { x: 52, y: 118, width: 26, length: 58, angle: -12 },
  ring: { x: 80, y: 108, width: 28, length: 78, angle: -4 },
  middle: { x: 110, y: 104, width: 28, length: 88, angle: 0 },
  index: { x: 140, y: 110, width: 28, length: 78, angle: 6 },
  thumb: { x: 160, y: 168, width: 30, length: 60, angle: 52 },
};

function mirrored(shape: FingerShape): FingerShape {
  return { ...shape, x: 200 - shape.x, angle: -shape.angle };
}

export function fingerShape(hand: Hand, finger: FingerName): FingerShape {
  const shape = LEFT_HAND[finger];
  return hand === 'leftHand' ? shape : mirrored(shape);
}

export const PALM = { x: 38, y: 108, width: 124, height: 110, radius: 36 };
