/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPgm, writePgm } from '../wsq/pgm';
import type { CliIo } from './cli-io';
import { run } from './run';
import { an2kDir } from '../test-support/an2k-test-data';

/** An in-memory file system and captured output. */
function memoryIo(
  files: Record<string, Uint8Array> = {},
): CliIo & { out: string; err: string; files: Map<string, Uint8Array> } {
  const store = new Map(Object.entries(files));
  const io = {
    out: '',
    err: '',
    files: store,
    readFile: async (path: string) => {
      const bytes = store.get(path);
      if (bytes === undefined) throw new Error(`ENOENT: no such file ${path}`);
      return bytes;
    },
    writeFile: async (path: string, bytes: Uint8Array) => {
      store.set(path, bytes);
    },
    stdout: (text: string) => {
      io.out += text;
    },
    stderr: (text: string) => {
      io.err += text;
    },
  };
  return io;
}

const sample = (file: string): Uint8Array => new Uint8Array(readFileSync(new URL(file, an2kDir)));

/** Concentric rings: enough structure for the wavelet coder to work on. */
function ridgePattern(width: number, height: number): Uint8Array {
  return Uint8Array.from({ length: width * height }, (_, i) => {
    const x = (i % width) - width / 2;
    const y = Math.floor(i / width) - height / 2;
    return Math.round(128 + 100 * Math.sin(Math.hypot(x, y) / 2.5));
  });
}

describe('ridgeline-nist inspect', () => {
  it('lists every information item like an2k2txt, with images by length', async () => {
    const io = memoryIo({ 'valid1.1.an2': sample('valid1.1.an2') });
    expect(await run(['inspect', 'valid1.1.an2'], io)).toBe(0);
    const lines = io.out.split('\n');
    expect(lines[0]).toBe('1.1.1.1 [1.001]=129');
    expect(lines).toContain('2.6.1.1 [2.018]=JOHN,CLINTON');
    expect(lines).toContain('3.9.1.1 [4.009]=<14846 bytes>');
    expect(lines.filter((line) => line !== '')).toHaveLength(48);
  });

  it('prints the records and fields as JSON with --json', async () => {
    const io = memoryIo({ 'sign_vec.an2': sample('sign_vec.an2') });
    expect(await run(['inspect', 'sign_vec.an2', '--json'], io)).toBe(0);
    const parsed = JSON.parse(io.out) as {
      records: { type: number; fields: { field: string; bytes?: number }[] }[];
    };
    expect(parsed.records.map((record) => record.type)).toEqual([1, 8]);
    expect(parsed.records[1]?.fields.at(-1)).toEqual({ field: '8.008', bytes: 20 });
  });

  it('exits non-zero naming the byte offset and record of a malformed file', async () => {
    const io = memoryIo({ 'cut.an2': sample('valid1.1.an2').subarray(0, 300) });
    expect(await run(['inspect', 'cut.an2'], io)).toBe(1);
    expect(io.err).toBe(
      'ridgeline-nist: cut.an2: LEN 231 runs past the end of the input (171 bytes left) (at byte offset 135 in record 2)\n',
    );
    expect(io.out).toBe('');
  });

  it('exits non-zero when the file cannot be read', async () => {
    const io = memoryIo();
    expect(await run(['inspect', 'missing.an2'], io)).toBe(1);
    expect(io.err).toContain('missing.an2');
  });
});

describe('ridgeline-nist wsq', () => {
  it('encodes a PGM to WSQ and decodes it back to a PGM of the same size', async () => {
    const pixels = ridgePattern(256, 240);
    const io = memoryIo({ 'in.pgm': writePgm({ width: 256, height: 240, pixels }) });
    expect(await run(['wsq', 'encode', 'in.pgm', 'out.wsq', '--bitrate', '2.25', '--ppi', '500'], io)).toBe(
      0,
    );
    const wsq = io.files.get('out.wsq');
    expect(wsq?.subarray(0, 2)).toEqual(Uint8Array.of(0xff, 0xa0));
    expect(io.out).toMatch(/^out\.wsq: 256x240, \d+ bytes \(\d+\.\d:1\)\n$/);

    expect(await run(['wsq', 'decode', 'out.wsq', 'back.pgm'], io)).toBe(0);
    const back = readPgm(io.files.get('back.pgm') ?? new Uint8Array());
    expect([back.width, back.height]).toEqual([256, 240]);
    const meanError =
      back.pixels.reduce((sum, value, i) => sum + Math.abs(value - (pixels[i] ?? 0)), 0) / pixels.length;
    expect(meanError).toBeLessThan(8);
  });

  it('exits non-zero with the byte offset when the WSQ input is not WSQ', async () => {
    const io = memoryIo({ 'bad.wsq': Uint8Array.of(1, 2, 3, 4) });
    expect(await run(['wsq', 'decode', 'bad.wsq', 'out.pgm'], io)).toBe(1);
    expect(io.err).toMatch(/^ridgeline-nist: bad\.wsq: .*\(at byte offset \d+\)\n$/);
  });

  it('rejects a bit rate that is not a positive number', async () => {
    const io = memoryIo();
    expect(await run(['wsq', 'encode', 'a.pgm', 'b.wsq', '--bitrate', 'fast'], io)).toBe(2);
    expect(io.err).toContain('--bitrate must be a positive number');
  });
});

describe('ridgeline-nist output files', () => {
  it('names the output file when it cannot be written', async () => {
    const io = memoryIo({ 'in.pgm': writePgm({ width: 64, height: 64, pixels: ridgePattern(64, 64) }) });
    io.writeFile = async () => {
      throw new Error('EACCES: permission denied');
    };
    expect(await run(['wsq', 'encode', 'in.pgm', '/readonly/out.wsq'], io)).toBe(1);
    expect(io.err).toBe('ridgeline-nist: /readonly/out.wsq: EACCES: permission denied\n');
  });
});

describe('ridgeline-nist usage', () => {
  it('prints usage and exits 2 for an unknown command', async () => {
    const io = memoryIo();
    expect(await run(['convert', 'x'], io)).toBe(2);
    expect(io.err).toContain('unknown command convert x');
    expect(io.err).toContain('ridgeline-nist inspect FILE [--json]');
  });
});
