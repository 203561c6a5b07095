#!/usr/bin/env node
// Cuts the part of Stripe's published OpenAPI description (github.com/stripe/openapi, openapi/spec3.json or
// spec3.yaml) that Ridgeline's Stripe adapter and the local card processor use, and writes it to
// stripe-subset.json beside this file. Usage (see README.md):
//   git -C <clone of stripe/openapi> show <tag>:openapi/spec3.yaml > /tmp/spec3.yaml
//   node apps/card-sim/openapi/extract-subset.mjs /tmp/spec3.yaml <tag> <commit>
// What is kept: the operations below with their request bodies, and every schema their answers and the webhook
// events reach, except the objects behind expandable fields (an id string unless asked to expand, which the
// adapter never does, so `x-expansionResources` goes too) and the descriptions (prose, the bulk of the file).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const OPERATIONS = [
  ['/v1/checkout/sessions', 'post'],
  ['/v1/checkout/sessions/{session}', 'get'],
  ['/v1/refunds', 'post'],
];
/** Objects the webhooks carry: the event envelope and the objects of checkout.session.completed and charge.refunded. */
export const EVENT_SCHEMAS = ['event', 'checkout.session', 'charge', 'refund', 'error'];

const [file, tag, commit] = process.argv.slice(2);
if (!file || !tag) {
  console.error('usage: extract-subset.mjs <spec3.json|spec3.yaml> <tag> [commit]');
  process.exit(2);
}
const text = readFileSync(file, 'utf8');
const spec = file.endsWith('.json')
  ? JSON.parse(text)
  : (await import('yaml')).parse(text, { maxAliasCount: -1 });

const isExpandable = (value) =>
  Array.isArray(value.anyOf) &&
  value.anyOf.some((branch) => branch.type === 'string') &&
  value.anyOf.some((branch) => branch.$ref);

/** A copy without descriptions and with expandable fields narrowed to their id string; collects the $refs. */
function trim(node, refs) {
  if (Array.isArray(node)) return node.map((item) => trim(item, refs));
  if (!node || typeof node !== 'object') return node;
  const source = isExpandable(node) ? { ...node, anyOf: node.anyOf.filter((branch) => !branch.$ref) } : node;
  const copy = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'description' || key === 'x-expansionResources') continue;
    if (key === '$ref') refs.push(value.split('/').pop());
    copy[key] = trim(value, refs);
  }
  return copy;
}

const refs = [...EVENT_SCHEMAS];
const paths = {};
for (const [route, method] of OPERATIONS) {
  const operation = spec.paths[route]?.[method];
  if (!operation) throw new Error(`${method.toUpperCase()} ${route} is not in ${file}`);
  paths[route] = { ...paths[route], [method]: trim(operation, refs) };
}
const schemas = {};
while (refs.length > 0) {
  const name = refs.pop();
  if (schemas[name]) continue;
  const schema = spec.components.schemas[name];
  if (!schema) throw new Error(`schema ${name} is not in ${file}`);
  schemas[name] = trim(schema, refs);
}

const subset = {
  openapi: spec.openapi,
  info: {
    title: spec.info.title,
    version: spec.info.version,
    'x-source': {
      repository: 'https://github.com/stripe/openapi',
      file: `openapi/${path.basename(file)}`,
      tag,
      ...(commit ? { commit } : {}),
      extractedBy: 'apps/card-sim/openapi/extract-subset.mjs',
    },
  },
  servers: spec.servers,
  paths,
  components: {
    schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
    securitySchemes: spec.components.securitySchemes,
  },
};
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'stripe-subset.json');
writeFileSync(out, `${JSON.stringify(subset, null, 1)}\n`);
console.log(`${out}: ${Object.keys(paths).length} paths, ${Object.keys(schemas).length} schemas`);
