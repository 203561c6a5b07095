export const PHONE_DIGITS = 10;

/** Digits only, at most ten: what the phone field stores and sends. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/**
 * `(xxx)-xxx-xxxx`, built up as the operator types so the mask never jumps: `(12`, `(123)-4`, `(123)-456-7`.
 */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area})-${exchange}`;
  return `(${area})-${exchange}-${line}`;
}

/**
 * A stored number as staff read it: a North American (NANP) number, ten digits or eleven with the country code 1,
 * shows as `(415) 555-1082` whatever punctuation it was stored with; anything else (an international number, a
 * short code, a partial entry) is shown as stored rather than guessed at.
 */
export function displayPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  const digits = stored.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // NANP area codes and exchanges start with 2-9 (NANPA numbering plan).
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) return stored.trim();
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
