import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NistFormatError } from '../nist-format-error';
import { decodeWsq, readWsqInfo } from './decode-wsq';
import { encodeWsq } from './encode-wsq';
import { syntheticPrint } from './test/wsq-test-data';

const RUNS = 10_000;

function typedOrNothing(run: () => unknown, length: number): void {
  try {
    run();
  } catch (e) {
    if (!(e instanceof NistFormatError)) throw e;
    expect(e.offset).toBeGreaterThanOrEqual(0);
    expect(e.offset).toBeLessThanOrEqual(length);
  }
}

/** Decoding may succeed or fail, but a failure must be our typed error and must come quickly. */
function decodesOrThrowsTyped(bytes: Uint8Array): void {
  typedOrNothing(() => readWsqInfo(bytes), bytes.length);
  const started = performance.now();
  try {
    const image = decodeWsq(bytes);
    expect(image.pixels.length).toBe(image.width * image.height);
  } catch (e) {
    if (!(e instanceof NistFormatError)) throw e;
    expect(e.offset).toBeGreaterThanOrEqual(0);
    expect(e.offset).toBeLessThanOrEqual(bytes.length);
  }
  expect(performance.now() - started).toBeLessThan(2000);
}

describe('decodeWsq robustness (fast-check)', () => {
  const valid = encodeWsq(syntheticPrint(64, 64), 64, 64);

  it('throws only NistFormatError on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), fc.boolean(), (bytes, withSoi) => {
        if (withSoi && bytes.length >= 2) {
          bytes[0] = 0xff;
          bytes[1] = 0xa0;
        }
        decodesOrThrowsTyped(bytes);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it('throws only NistFormatError on every kind of truncation', () => {
    fc.assert(
      fc.property(fc.nat({ max: valid.length - 1 }), (cut) => {
        expect(() => decodeWsq(valid.subarray(0, cut))).toThrow(NistFormatError);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it('throws only NistFormatError (or decodes) when bytes are corrupted', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: valid.length - 1 }), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 4,
        }),
        (edits) => {
          const bytes = valid.slice();
          for (const [at, value] of edits) bytes[at] = value;
          decodesOrThrowsTyped(bytes);
        },
      ),
      { numRuns: RUNS },
    );
  }, 120_000);
});
