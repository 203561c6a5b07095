/**
 * Audit and history actions in words for staff (issue 27): the stored code stays the machine's, the screen shows
 * a sentence. A few codes read better in their own words; any other code is its words in sentence case, so a new
 * action never shows as a raw code.
 */
const OWN_WORDS: Readonly<Record<string, string>> = {
  SIGN_IN_PASSWORD_ACCEPTED: 'Password accepted at sign-in',
  SECOND_FACTOR: 'Second-factor code checked',
  SECOND_FACTOR_ENROLLED: 'Second factor set up',
  SECOND_FACTOR_RESET: 'Second factor reset',
  EFT_SENT: 'EFT sent',
  SSN_REVEALED: 'SSN revealed',
};

/** Upper-case abbreviations kept as they are inside a sentence. */
const ABBREVIATIONS = new Set(['EFT', 'SSN', 'ORI', 'TCN', 'PDF', 'CSV', 'SFTP', 'SMS', 'API', 'FBI', 'ID']);

export function actionLabel(code: string): string {
  const own = OWN_WORDS[code];
  if (own) return own;
  if (!/^[A-Z0-9]+(_[A-Z0-9]+)*$/.test(code)) return code;
  const words = code.split('_').map((word) => (ABBREVIATIONS.has(word) ? word : word.toLowerCase()));
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}
