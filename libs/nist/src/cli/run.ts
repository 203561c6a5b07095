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
  const image = readPgm(await io.readFile(input));
  const wsq = encodeWsq(image.pixels, image.width, image.height, { bitrate, ppi });
  await io.writeFile(output, wsq);
  const ratio = (image.width * image.height) / wsq.length;
  io.stdout(`${output}: ${image.width}x${image.height}, ${wsq.length} bytes (${ratio.toFixed(1)}:1)\n`);
  return EXIT_OK;
}

async function wsqDecode(args: readonly string[], io: CliIo): Promise<number> {
  const { positional, error } = parseOptions(args, [], []);
  if (error !== undefined || positional.length !== 2)
    throw new UsageError(error ?? 'wsq decode needs IN.wsq and OUT.pgm');
  const [input = '', output = ''] = positional;
  const image = decodeWsq(await io.readFile(input));
  await io.writeFile(output, writePgm({ width: image.width, height: image.height, pixels: image.pixels }));
  io.stdout(
    `${output}: ${image.width}x${image.height}${image.ppi === undefined ? '' : `, ${image.ppi} ppi`}\n`,
  );
  return EXIT_OK;
}

async function inspect(args: readonly string[], io: CliIo): Promise<number> {
  const { positional, options, error } = parseOptions(args, [], ['json']);
  if (error !== undefined || positional.length !== 1) throw new UsageError(error ?? 'inspect needs one FILE');
  const transaction = readAn2k(await io.readFile(positional[0] ?? ''));
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
    const file = rest.filter((arg) => !arg.startsWith('--') && arg !== 'encode' && arg !== 'decode')[0];
    io.stderr(`ridgeline-nist: ${file === undefined ? '' : `${file}: `}${describeFailure(error)}\n`);
    return EXIT_FAILED;
  }
}
