/** One rule violation, e.g. `2.027 HGT must be between 400 and 711`. */
export interface EbtsProblem {
  /** Field number as `T.NNN`, or undefined for transaction-level problems. */
  readonly field?: string;
  /** Field mnemonic, e.g. `HGT`. */
  readonly name?: string;
  /** 1-based record index in the transaction. */
  readonly record?: number;
  readonly message: string;
}

/** Thrown by encodeEbtsTransaction when the description breaks EBTS rules; lists every problem found. */
export class EbtsValidationError extends Error {
  override readonly name = 'EbtsValidationError';

  constructor(readonly problems: readonly EbtsProblem[]) {
    super(`EBTS transaction is invalid:\n${problems.map((problem) => `  ${problem.message}`).join('\n')}`);
  }
}
