export const ROLLED_FINGER_CODES = [
  'RIGHT_THUMB_ROLL',
  'RIGHT_INDEX_ROLL',
  'RIGHT_MIDDLE_ROLL',
  'RIGHT_RING_ROLL',
  'RIGHT_LITTLE_ROLL',
  'LEFT_THUMB_ROLL',
  'LEFT_INDEX_ROLL',
  'LEFT_MIDDLE_ROLL',
  'LEFT_RING_ROLL',
  'LEFT_LITTLE_ROLL',
] as const;

export const FLAT_THUMB_CODES = ['RIGHT_THUMB_FLAT', 'LEFT_THUMB_FLAT'] as const;

export const FOUR_FINGER_CODES = ['RIGHT_FOUR_FINGER', 'LEFT_FOUR_FINGER'] as const;

export type RolledFingerCode = (typeof ROLLED_FINGER_CODES)[number];
export type FlatThumbCode = (typeof FLAT_THUMB_CODES)[number];
export type FourFingerCode = (typeof FOUR_FINGER_CODES)[number];
export type FingerCode = RolledFingerCode | FlatThumbCode | FourFingerCode;

/** Every capturable impression, in FD-258 card order: ten rolled prints, then the plain row. */
export const FINGER_CODES: readonly FingerCode[] = [
  ...ROLLED_FINGER_CODES,
  'LEFT_FOUR_FINGER',
  'LEFT_THUMB_FLAT',
  'RIGHT_THUMB_FLAT',
  'RIGHT_FOUR_FINGER',
];

export function isFingerCode(value: unknown): value is FingerCode {
  return typeof value === 'string' && (FINGER_CODES as readonly string[]).includes(value);
}

export function isRolledFingerCode(code: FingerCode): code is RolledFingerCode {
  return code.endsWith('_ROLL');
}
