/// <reference types="node" />
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NistFormatError } from '../nist-format-error';
import { readAn2k } from './read-an2k';
import { an2kDir } from '../test-support/an2k-test-data';

const manifest = JSON.parse(readFileSync(new URL('manifest.json', an2kDir), 'utf8')) as {
  files: { file: string; bytes: number }[];
};
// The 2.4 MB Type-3 sample would make each of 10,000 copies slow without testing anything new.
const samples = manifest.files
  .filter((entry) => entry.bytes < 500_000)
  .map((entry) => new Uint8Array(readFileSync(new URL(entry.file, an2kDir))));

// Mutation testing (vitest.stryker.config.ts) asks for fewer: each surviving mutant reruns every case.
const RUNS = Number(process.env['NIST_PROPERTY_RUNS'] ?? 10_000);
// Generous: the point is that each case finishes, and the shared 2-core machine may be busy.
const TIMEOUT_MS = 120_000;

/** Reading either succeeds or fails with NistFormatError carrying a sane offset; nothing else may escape. */
function readsOrThrowsNistFormatError(bytes: Uint8Array): void {
  try {
    readAn2k(bytes);
  } catch (error) {
    if (!(error instanceof NistFormatError)) throw error;
    expect(error.offset).toBeGreaterThanOrEqual(0);
    expect(error.offset).toBeLessThanOrEqual(bytes.length);
  }
}

// Bytes that steer the parser into its interesting branches: separators, tag punctuation, digits.
const interestingByte = fc.oneof(
  fc.integer({ min: 0, max: 255 }),
  fc.constantFrom(0x1c, 0x1d, 0x1e, 0x1f, 0x2e, 0x3a, 0x30, 0x31, 0x39, 0xff),
);

describe('readAn2k on hostile input', () => {
  it('throws only NistFormatError on random bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), readsOrThrowsNistFormatError), {
      numRuns: RUNS,
    });
  });

  it(
    'throws only NistFormatError on random bytes behind a plausible Type-1 start',
    () => {
      const prefix = new TextEncoder().encode('1.001:');
      fc.assert(
        fc.property(fc.array(interestingByte, { maxLength: 300 }), (tail) => {
          readsOrThrowsNistFormatError(Uint8Array.of(...prefix, ...tail));
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'throws only NistFormatError on every kind of truncated sample',
    () => {
      fc.assert(
        fc.property(fc.nat(samples.length - 1), fc.double({ min: 0, max: 1, noNaN: true }), (index, cut) => {
          const sample = samples[index] as Uint8Array;
          const truncated = sample.subarray(0, Math.floor(cut * (sample.length - 1)));
          expect(() => readAn2k(truncated)).toThrow(NistFormatError);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'throws only NistFormatError on corrupted samples',
    () => {
      fc.assert(
        fc.property(
          fc.nat(samples.length - 1),
          fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), interestingByte), {
            minLength: 1,
            maxLength: 8,
          }),
          (index, edits) => {
            const corrupted = (samples[index] as Uint8Array).slice();
            // Most damage lands in the text headers, where the parser makes its decisions.
            for (const [where, value] of edits) {
              const span = where < 0.5 ? Math.min(corrupted.length, 400) : corrupted.length;
              corrupted[Math.floor(where * span)] = value;
            }
            readsOrThrowsNistFormatError(corrupted);
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it('checks a declared LEN against the input before using it', () => {
    const huge = new TextEncoder().encode('1.001:999999999\x1d1.002:0502\x1c');
    expect(() => readAn2k(huge)).toThrow(/LEN 999999999 runs past the end of the input/);
  });

  it('checks a binary record length against the input before using it', () => {
    const type1 = new TextEncoder().encode('1.001:35\x1d1.002:0502\x1d1.003:1\x1f1\x1e4\x1f01\x1c');
    const header = Uint8Array.of(0xff, 0xff, 0xff, 0xff, 1, 0, 1, 255, 255, 255, 255, 255, 1, 0, 1, 0, 1, 1);
    const error = (() => {
      try {
        readAn2k(Uint8Array.of(...type1, ...header));
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(NistFormatError);
    expect(error).toMatchObject({ offset: type1.length, record: 2 });
    expect(String(error)).toMatch(/Type-4 LEN 4294967295 runs past the end of the input \(18 bytes left\)/);
  });
});
