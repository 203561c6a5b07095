/// <reference types="node" />
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { an2kDir } from '../test-support/an2k-test-data';
import { encodeEbtsResponse } from './encode-ebts-response';
import { EbtsResponseError, readEbtsResponse } from './read-ebts-response';

const RUNS = Number(process.env['NIST_PROPERTY_RUNS'] ?? 3_000);

/** A response file is hostile input from a server: reading either succeeds or fails with EbtsResponseError. */
function readsOrRefuses(bytes: Uint8Array): void {
  try {
    const response = readEbtsResponse(bytes);
    expect(['SRE', 'ERRT']).toContain(response.tot);
  } catch (error) {
    if (!(error instanceof EbtsResponseError)) throw error;
  }
}

const errt = encodeEbtsResponse({
  tot: 'ERRT',
  controlNumber: 'E2026112700004567',
  controlReference: 'RL20261126000123',
  date: '2026-11-27',
  destinationAgency: 'WVATF0900',
  originatingAgency: 'WVIAFIS0Z',
  messages: ['L0008 - THE QUALITY OF THE CHARACTERISTICS IS TOO LOW TO BE USED', 'FINGER NUMBER 02'],
});

describe('readEbtsResponse on hostile bytes', () => {
  it('refuses every NBIS sample transaction (none is an SRE or ERRT) with EbtsResponseError', () => {
    const manifest = JSON.parse(readFileSync(new URL('manifest.json', an2kDir), 'utf8')) as {
      files: { file: string; bytes: number }[];
    };
    for (const entry of manifest.files.filter((file) => file.bytes < 500_000)) {
      const bytes = new Uint8Array(readFileSync(new URL(entry.file, an2kDir)));
      expect(() => readEbtsResponse(bytes), entry.file).toThrow(EbtsResponseError);
    }
  });

  it('reads or refuses an ERRT with bytes changed, cut or appended', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(errt.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        fc.nat(errt.length),
        fc.uint8Array({ maxLength: 32 }),
        (changes, cut, tail) => {
          const bytes = new Uint8Array(errt);
          for (const [at, value] of changes) bytes[at] = value;
          readsOrRefuses(new Uint8Array([...bytes.subarray(0, cut), ...tail]));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('reads or refuses arbitrary bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 512 }), readsOrRefuses), { numRuns: RUNS });
  });
});
