/**
 * Social security numbers on appointments: stored sealed, listed masked, revealed only through the audited
 * security-detail call. Input takes `123-45-6789` or nine bare digits; the stored form is always `123-45-6789`.
 */
const SSN_INPUT = /^(\d{3})-?(\d{2})-?(\d{4})$/;

/** The canonical `123-45-6789` form, or null when the text is not an SSN. */
export function normalizeSsn(value: string): string | null {
  const match = SSN_INPUT.exec(value.trim());
  if (!match) return null;
  const [, area, group, serial] = match;
  // The SSA never issues area 000, 666 or 9xx, group 00 or serial 0000.
  if (area === '000' || area === '666' || area!.startsWith('9') || group === '00' || serial === '0000')
    return null;
  return `${area}-${group}-${serial}`;
}

export const SSN_MESSAGE = 'ssn must be nine digits, as 123-45-6789';

/** What lists and details show: the last four digits only. */
export function maskSsn(ssn: string): string {
  const digits = ssn.replace(/\D/g, '');
  return `***-**-${digits.slice(-4)}`;
}

/** The reason staff must give to reveal an SSN: at least this long after trimming, so it says something. */
export const SSN_REVEAL_REASON_MIN = 5;
export const SSN_REVEAL_REASON_MAX = 500;
