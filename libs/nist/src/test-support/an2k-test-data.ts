/// <reference types="node" />
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The ANSI/NIST samples in `shared/testdata/an2k`, beside the project root, found by walking up from this file:
 * a fixed `../../..` missed them from Stryker's sandbox (two folders deeper), so those tests silently did not run
 * under mutation testing.
 */
function findAn2kDir(): URL {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'shared', 'testdata', 'an2k');
    if (existsSync(join(candidate, 'manifest.json'))) return pathToFileURL(`${candidate}/`);
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(`shared/testdata/an2k not found beside any parent of ${import.meta.url}`);
    dir = parent;
  }
}

export const an2kDir = findAn2kDir();
