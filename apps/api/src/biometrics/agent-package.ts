import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The repository root, from this file's place (apps/api/src/biometrics). */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** What the download holds: the simulator and the libraries it runs on, as sources run with tsx. */
const PACKED = ['apps/agent-sim', 'libs/nist', 'libs/device-agent-client', 'openapi/device-agent.yaml'];
const SKIPPED = /(^|\/)(node_modules|dist|coverage|\.data|bench)(\/|$)|\.test\.ts$/;

const RUN_ME = `Ridgeline device agent (simulator)
=================================

This package is the device agent simulator that stands in for the live-scan device agent in Ridgeline.
In a checkout of the Ridgeline repository with its dependencies installed, start it with:

    AGENT_PORT=8080 npx tsx apps/agent-sim/src/main.ts

The web app finds it on http://localhost:8080.
`;

export interface AgentPackage {
  version: string;
  fileName: string;
  releasedOn: string;
  sha256: string;
  bytes: Buffer;
}

async function listFiles(relative: string): Promise<string[]> {
  const full = path.join(ROOT, relative);
  const entries = await readdir(full, { withFileTypes: true }).catch(() => null);
  if (!entries) return [relative];
  const nested = await Promise.all(
    entries
      .map((entry) => `${relative}/${entry.name}`)
      .filter((name) => !SKIPPED.test(name))
      .map(listFiles),
  );
  return nested.flat();
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** One ustar entry: header (fixed mtime, owner and mode, so the archive is reproducible) and padded body. */
function tarEntry(name: string, body: Buffer): Buffer {
  const header = Buffer.alloc(512);
  const slash = name.length > 100 ? name.indexOf('/', name.length - 101) : -1;
  const [prefix, base] = slash > 0 ? [name.slice(0, slash), name.slice(slash + 1)] : ['', name];
  header.write(base, 0, 100, 'utf8');
  header.write(octal(0o644, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(body.length, 12), 124);
  header.write(octal(0, 12), 136);
  header.write('        ', 148);
  header.write('0', 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  const padding = Buffer.alloc((512 - (body.length % 512)) % 512);
  return Buffer.concat([header, body, padding]);
}

let packed: Promise<AgentPackage> | null = null;

/**
 * The downloadable device agent: a reproducible .tar.gz of the simulator's sources, built once per process.
 * Its version is the simulator's package version.
 */
export function agentPackage(): Promise<AgentPackage> {
  packed ??= (async () => {
    const manifest = JSON.parse(await readFile(path.join(ROOT, 'apps/agent-sim/package.json'), 'utf8')) as {
      version: string;
    };
    const names = (await Promise.all(PACKED.map(listFiles))).flat().sort();
    const entries = await Promise.all(
      names.map(async (name) => tarEntry(`ridgeline-agent/${name}`, await readFile(path.join(ROOT, name)))),
    );
    const tar = Buffer.concat([
      tarEntry('ridgeline-agent/README.txt', Buffer.from(RUN_ME)),
      ...entries,
      Buffer.alloc(1024),
    ]);
    const bytes = gzipSync(tar, { level: 9 });
    const times = await Promise.all(names.map(async (name) => (await stat(path.join(ROOT, name))).mtimeMs));
    // gzip stamps no time when none is given; the same sources give the same bytes.
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    return {
      version: manifest.version,
      fileName: `ridgeline-agent-${manifest.version}.tar.gz`,
      releasedOn: new Date(Math.max(...times)).toISOString().slice(0, 10),
      sha256,
      bytes,
    };
  })();
  packed.catch(() => {
    packed = null;
  });
  return packed;
}

/** A stable file id for a package, derived from its digest (a UUID-shaped name, version nibble 4). */
export function packageFileId(sha256: string): string {
  const hex = sha256.slice(0, 32).split('');
  hex[12] = '4';
  hex[16] = '8';
  const id = hex.join('');
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20, 32)}`;
}
