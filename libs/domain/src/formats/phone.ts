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
