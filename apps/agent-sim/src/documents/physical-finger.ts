import type { FingerCode } from '@ridgeline/device-agent-client';
import type { FingerNumber } from '../prints/finger-pattern';

const DIGITS = ['THUMB', 'INDEX', 'MIDDLE', 'RING', 'LITTLE'];

/** The finger (ANSI/NIST 1-10) a single-finger code shows; undefined for a four-finger slap. */
export function physicalFinger(code: FingerCode): FingerNumber | undefined {
  const [side, digit] = code.split('_');
  const index = DIGITS.indexOf(digit ?? '');
  if (index < 0) return undefined;
  return ((side === 'RIGHT' ? 1 : 6) + index) as FingerNumber;
}
