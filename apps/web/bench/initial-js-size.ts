/**
 * Prints the gzip size of the JavaScript a browser must fetch before the first screen: the entry script of
 * dist/index.html and every chunk it preloads. Exits 1 above the budget. Run after `vite build`:
 *   npx tsx apps/web/bench/initial-js-size.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = path.resolve(import.meta.dirname, '../dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
].map((match) => match[1] as string);
if (files.length === 0) {
  console.error('no entry script found in dist/index.html');
  process.exit(1);
}
let total = 0;
for (const file of files) {
  const bytes = readFileSync(path.join(dist, file));
  const gzip = gzipSync(bytes, { level: 9 }).length;
  total += gzip;
  console.log(`${file}: ${(bytes.length / 1024).toFixed(1)} kB raw, ${(gzip / 1024).toFixed(1)} kB gzip`);
}
console.log(`initial JavaScript: ${(total / 1024).toFixed(1)} kB gzip (budget ${BUDGET_KB} kB)`);
if (total / 1024 > BUDGET_KB) process.exit(1);
