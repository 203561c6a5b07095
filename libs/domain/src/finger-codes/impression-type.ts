import { isRolledFingerCode, type FingerCode } from './finger-codes';

/** ANSI/NIST-ITL impression type codes (IMP field) for the impressions a live-scan device produces. */
export const IMPRESSION_TYPES = {
  LIVE_SCAN_PLAIN: 0,
  LIVE_SCAN_ROLLED: 1,
  NONLIVE_SCAN_PLAIN: 2,
  NONLIVE_SCAN_ROLLED: 3,
} as const;

export type ImpressionType = (typeof IMPRESSION_TYPES)[keyof typeof IMPRESSION_TYPES];

/** Captures come from a live-scan device, so only the two live-scan codes are ever produced. */
export function impressionType(code: FingerCode): ImpressionType {
  return isRolledFingerCode(code) ? IMPRESSION_TYPES.LIVE_SCAN_ROLLED : IMPRESSION_TYPES.LIVE_SCAN_PLAIN;
}
