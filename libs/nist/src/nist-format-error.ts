/**
 * Thrown for any malformed WSQ or ANSI/NIST-ITL input. Carries the byte offset where parsing failed
 * (and the record number for ANSI/NIST transactions) so callers and the CLI can point at the problem.
 */
export class NistFormatError extends Error {
  override readonly name = 'NistFormatError';

  constructor(
    message: string,
    readonly offset: number,
    readonly record?: number,
  ) {
    super(message);
  }
}
