import { readAn2k } from '../an2k/read-an2k';
import { writeAn2k } from '../an2k/write-an2k';
import { buildEbtsTransaction } from './build-ebts-transaction';
import type { EbtsTransactionDescription } from './ebts-description';
import { EbtsValidationError } from './ebts-problem';
import { fingersShownAt } from './finger-position';
import { validateEbts } from './validate-ebts';

/**
 * Builds, writes and checks an EBTS applicant transaction, returning the EFT file bytes. The check runs on the
 * file as read back, so what is validated is exactly what is sent. Throws EbtsValidationError listing every
 * problem.
 */
export function encodeEbtsTransaction(description: EbtsTransactionDescription): Uint8Array {
  const shown = new Set(description.prints.flatMap((print) => fingersShownAt(print.position)));
  const orphans = (description.missingFingers ?? []).filter((missing) => !shown.has(missing.position));
  // An AMP annotation lives in a Type-14 record; without an image covering the finger it has nowhere to go.
  const orphanProblems = orphans.map((missing) => ({
    field: '14.018',
    name: 'AMP',
    message: `14.018 AMP for finger ${missing.position} needs a slap or thumb image that covers that finger`,
  }));
  let bytes: Uint8Array;
  try {
    bytes = writeAn2k(buildEbtsTransaction(description));
  } catch (error) {
    // Values the traditional encoding cannot carry (characters beyond one byte, separators) are input errors too.
    if (error instanceof RangeError)
      throw new EbtsValidationError([...orphanProblems, { message: error.message }]);
    throw error;
  }
  const problems = [...orphanProblems, ...validateEbts(readAn2k(bytes))];
  if (problems.length > 0) throw new EbtsValidationError(problems);
  return bytes;
}
