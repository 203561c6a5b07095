/// <reference types="node" />
import { readFile, writeFile } from 'node:fs/promises';
import type { CliIo } from './cli-io';
import { run } from './run';

const io: CliIo = {
  readFile: async (path) => new Uint8Array(await readFile(path)),
  writeFile: (path, bytes) => writeFile(path, bytes),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

process.exitCode = await run(process.argv.slice(2), io);
