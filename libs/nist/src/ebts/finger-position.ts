/** EBTS finger positions: 1-10 individual fingers, 11-12 plain thumbs, 13-14 four-finger slaps, 15 both thumbs. */
export type FingerPosition = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15;

export const RIGHT_THUMB = 1;
export const LEFT_THUMB = 6;
export const PLAIN_RIGHT_THUMB = 11;
export const PLAIN_LEFT_THUMB = 12;
export const PLAIN_RIGHT_FOUR_FINGERS = 13;
export const PLAIN_LEFT_FOUR_FINGERS = 14;
export const PLAIN_THUMBS = 15;

const COVERED: Record<number, readonly number[]> = {
  11: [1],
  12: [6],
  13: [2, 3, 4, 5],
  14: [7, 8, 9, 10],
  15: [1, 6],
};

/** The individual fingers (1-10) an image at this position shows. */
export function fingersShownAt(position: number): readonly number[] {
  if (position >= 1 && position <= 10) return [position];
  return COVERED[position] ?? [];
}

export function isFingerPosition(value: number): value is FingerPosition {
  return Number.isInteger(value) && value >= 1 && value <= 15;
}
