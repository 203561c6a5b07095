import { NistFormatError } from '../nist-format-error';
import { readAn2k } from '../an2k/read-an2k';
import { decodeWsq } from '../wsq/decode-wsq';
import { encodeWsq } from '../wsq/encode-wsq';
import { readPgm, writePgm } from '../wsq/pgm';
import type { CliIo } from './cli-io';
import { inspectJson, inspectText } from './inspect-command';
import { parseOptions } from './parse-options';

export const USAGE = `usage:
  ridgeline-nist wsq encode IN.pgm OUT.wsq [--bitrate 0.75] [--ppi 500]
  ridgeline-nist wsq decode IN.wsq OUT.pgm
  ridgeline-nist inspect FILE [--json]
`;

const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

class UsageError extends Error {}

/** A failure tied to the file being read or written, so the message can name it. */
class FileError extends Error {
  constructor(
    readonly file: string,
    override readonly cause: unknown,
  ) {
    super(file);
  }
}

async function onFile<T>(file: string, action: () => T | Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw new FileError(file, error);
  }
}

function positiveNumber(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new UsageError(`--${name} must be a positive number`);
  return value;
}

async function wsqEncode(args: readonly string[], io: CliIo): Promise<number> {
  const { positional, options, error } = parseOptions(args, ['bitrate', 'ppi'], []);
  if (error !== undefined || positional.length !== 2)
    throw new UsageError(error ?? 'wsq encode needs IN.pgm and OUT.wsq');
  const [input = '', output = ''] = positional;
  const bitrate = positiveNumber(options.get('bitrate'), 0.75, 'bitrate');
  const ppi = positiveNumber(options.get('ppi'), 500, 'ppi');
  const image = await onFile(input, async () => readPgm(await io.readFile(input)));
  const wsq = encodeWsq(image.pixels, image.width, image.height, { bitrate, ppi });
  await onFile(output, () => io.writeFile(output, wsq));
  const ratio = (image.width * image.height) / wsq.length;
  io.stdout(`${output}: ${image.width}x${image.height}, ${wsq.length} bytes (${ratio.toFixed(1)}:1)\n`);
  return EXIT_OK;
}

async function wsqDecode(args: readonly string[], io: CliIo): Promise<number> {
  const { positional, error } = parseOptions(args, [], []);
  if (error !== undefined || positional.length !== 2)
    throw new UsageError(error ?? 'wsq decode needs IN.wsq and OUT.pgm');
  const [input = '', output = ''] = positional;
  const image = await onFile(input, async () => decodeWsq(await io.readFile(input)));
  const pgm = writePgm({ width: image.width, height: image.height, pixels: image.pixels });
  await onFile(output, () => io.writeFile(output, pgm));
  io.stdout(
    `${output}: ${image.width}x${image.height}${image.ppi === undefined ? '' : `, ${image.ppi} ppi`}\n`,
  );
  return EXIT_OK;
}

async function inspect(args: readonly string[], io: CliIo): Promise<number> {
  const { positional, options, error } = parseOptions(args, [], ['json']);
  if (error !== undefined || positional.length !== 1) throw new UsageError(error ?? 'inspect needs one FILE');
  const file = positional[0] ?? '';
  const transaction = await onFile(file, async () => readAn2k(await io.readFile(file)));
  io.stdout(options.has('json') ? inspectJson(transaction) : inspectText(transaction));
  return EXIT_OK;
}

function describeFailure(error: unknown): string {
  if (error instanceof NistFormatError) {
    const where = error.record === undefined ? '' : ` in record ${error.record}`;
    return `${error.message} (at byte offset ${error.offset}${where})`;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Runs the `ridgeline-nist` command line; returns the process exit code. */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'inspect') return await inspect(rest, io);
    if (command === 'wsq' && rest[0] === 'encode') return await wsqEncode(rest.slice(1), io);
    if (command === 'wsq' && rest[0] === 'decode') return await wsqDecode(rest.slice(1), io);
    if (command === undefined || command === '--help' || command === 'help') {
      io.stdout(USAGE);
      return command === undefined ? EXIT_USAGE : EXIT_OK;
    }
    throw new UsageError(`unknown command ${[command, ...rest.slice(0, 1)].join(' ')}`);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`ridgeline-nist: ${error.message}\n${USAGE}`);
      return EXIT_USAGE;
    }
    const prefix = error instanceof FileError ? `${error.file}: ` : '';
    io.stderr(
      `ridgeline-nist: ${prefix}${describeFailure(error instanceof FileError ? error.cause : error)}\n`,
    );
    return EXIT_FAILED;
  }
}
