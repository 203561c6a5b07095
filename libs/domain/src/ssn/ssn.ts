import * as v from 'valibot';

/**
 * The one SSN rule (issue 26): every form and every API operation that takes a social security number checks it
 * here, and only here, so a number is refused with the same message on every path.
 *
 * Input takes `123-45-6789` or nine bare digits; the stored form is always `123-45-6789`. Beyond the format, the
 * SSA's rules for numbers it never issues (SSA, "Social Security Number Randomization", and POMS RM 10201.035):
 * area number 000, 666 or 900–999, group number 00, serial number 0000. Each defect has its own message naming
 * what is wrong; the first defect in reading order (format, area, group, serial) is the one reported.
 *
 * Stored sealed, listed masked (last four digits), revealed only through the audited security-detail calls.
 */
const SSN_INPUT = /^(\d{3})-?(\d{2})-?(\d{4})$/;
const MASKED_SSN = /^\*{3}-\*{2}-(\d{4})$/;

export const SSN_MESSAGES = {
  format: 'SSN must be nine digits, as 123-45-6789',
  area: (area: string) => `SSN area number ${area} is never issued`,
  area900: (area: string) => `SSN area number ${area} is never issued (900–999 are not assigned)`,
  group: 'SSN group number 00 is never issued',
  serial: 'SSN serial number 0000 is never issued',
} as const;

/** What is wrong with an SSN as typed, or null when it is one the SSA may have issued. */
export function ssnDefect(value: string): string | null {
  const match = SSN_INPUT.exec(value.trim());
  if (!match) return SSN_MESSAGES.format;
  const [, area = '', group, serial] = match;
  if (area === '000' || area === '666') return SSN_MESSAGES.area(area);
  if (area.startsWith('9')) return SSN_MESSAGES.area900(area);
  if (group === '00') return SSN_MESSAGES.group;
  if (serial === '0000') return SSN_MESSAGES.serial;
  return null;
}

/** The canonical `123-45-6789` form, or null when the text is not an SSN the SSA may have issued. */
export function normalizeSsn(value: string): string | null {
  const match = SSN_INPUT.exec(value.trim());
  if (!match || ssnDefect(value) !== null) return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** The last four digits of a valid SSN (what is kept in the clear beside the sealed number). */
export function ssnLastFour(ssn: string): string {
  return ssn.replace(/\D/g, '').slice(-4);
}

/** What lists and details show: the last four digits only. */
export function maskSsn(lastFourOrSsn: string): string {
  return `***-**-${ssnLastFour(lastFourOrSsn)}`;
}

/** True for the masked form a detail answers (`***-**-1234`); sending it back keeps the stored number. */
export function isMaskedSsn(value: string): boolean {
  return MASKED_SSN.test(value.trim());
}

/** The reason staff must give to reveal an SSN: at least this long after trimming, so it says something. */
export const SSN_REVEAL_REASON_MIN = 5;
export const SSN_REVEAL_REASON_MAX = 500;
export const SSN_REVEAL_REASON_MESSAGE = `reason must be at least ${SSN_REVEAL_REASON_MIN} characters`;

/** What is wrong with a reveal reason, or null when it may be recorded. */
export function ssnRevealReasonDefect(reason: string | undefined | null): string | null {
  const trimmed = (reason ?? '').trim();
  if (trimmed.length < SSN_REVEAL_REASON_MIN) return SSN_REVEAL_REASON_MESSAGE;
  if (trimmed.length > SSN_REVEAL_REASON_MAX)
    return `reason must be at most ${SSN_REVEAL_REASON_MAX} characters`;
  return null;
}

/**
 * The form field (valibot): '' (none) or an SSN the SSA may have issued; with `keepMasked`, also the masked form
 * a stored record shows (sent back as is, it keeps the stored number). The message is the defect's own.
 */
export function ssnField(options: { keepMasked?: boolean } = {}) {
  return v.pipe(
    v.nullish(v.string(), ''),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value = dataset.value;
      if (value.trim() === '' || (options.keepMasked && isMaskedSsn(value))) return;
      const defect = ssnDefect(value);
      if (defect) addIssue({ message: defect });
    }),
  );
}
