import { encodeEbtsTransaction, EbtsValidationError, type EbtsTransactionDescription } from '@ridgeline/nist';
import { badRequest } from '../http/api-failure';

/**
 * The EFT pipeline's second stage, validate: the built description checked against the EBTS rules and written as
 * ANSI/NIST-ITL bytes. A rule failure is a 400 whose message names every field of every record that is wrong, for
 * the operator to correct and complete again.
 */
export function validatedEft(description: EbtsTransactionDescription): Uint8Array {
  try {
    return encodeEbtsTransaction(description);
  } catch (error) {
    if (error instanceof EbtsValidationError) {
      throw badRequest(
        `The EFT file cannot be built: ${error.problems.map((problem) => problem.message).join('; ')}`,
        error.problems[0]?.field ?? 'generateEft',
      );
    }
    throw error;
  }
}
