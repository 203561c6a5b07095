/*
 * ERRT 2.060 MSG lines in EBTS's wording as we know it (docs/decisions.md "FBI responses": the corpora held no copy
 * of the Appendix error tables), for the demo's channeler and its seeded answer: an `A0000` code, then the text.
 */

/** The FBI could not use the print at this finger position (14.013 FGP, two digits). */
export const printQualityError = (position: number | string) =>
  `L0008 - THE QUALITY OF THE CHARACTERISTICS IS TOO LOW TO BE USED. FINGER NUMBER ${String(position).padStart(2, '0')}`;

/** The rolled prints do not match the slaps in sequence. */
export const SEQUENCE_CHECK_ERROR = 'L0116 - FINGERPRINT SEQUENCE CHECK FAILED';
