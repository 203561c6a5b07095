/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ManifestImage {
  name: string;
  width: number;
  height: number;
  ppi: number;
  wsq_bytes: number;
  roundtrip_psnr_db: number;
}

/**
 * The reference data lives in `shared/testdata`, beside the project root. Walk up from this file so the
 * tests work from any checkout location, not just /work/main.
 */
function findWsqDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'shared', 'testdata', 'wsq');
    if (existsSync(join(candidate, 'manifest.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error('shared/testdata/wsq not found beside any parent of ' + import.meta.url);
    dir = parent;
  }
}

export const wsqDir = findWsqDir();

export function readWsqFile(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(wsqDir, name)));
}

export function manifestImages(): ManifestImage[] {
  const manifest = JSON.parse(readFileSync(join(wsqDir, 'manifest.json'), 'utf8')) as {
    images: ManifestImage[];
  };
  return manifest.images;
}

export function psnr(a: Uint8Array, b: Uint8Array): number {
  let se = 0;
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    se += d * d;
  }
  return 10 * Math.log10((255 * 255) / (se / a.length));
}

/** A fingerprint-like synthetic image: curved ridges with some noise, deterministic. */
export function syntheticPrint(width: number, height: number, seed = 1): Uint8Array {
  const out = new Uint8Array(width * height);
  let s = seed >>> 0 || 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      const r = Math.hypot(x - width / 2, (y - height / 3) * 1.3);
      const v = 128 + 90 * Math.sin(r / 2.2) + ((s >>> 24) - 128) / 8;
      out[y * width + x] = Math.max(0, Math.min(255, Math.round(v)));
    }
  }
  return out;
}
