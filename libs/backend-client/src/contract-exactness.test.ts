/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

// The committed bundle: check:clients keeps it equal to what openapi/*.yaml produces.
const backend = JSON.parse(
  readFileSync(new URL('../../../openapi/dist/backend.json', import.meta.url), 'utf8'),
) as Node;

const isNode = (value: Json | undefined): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function resolve(ref: string): Json {
  let node: Json = backend;
  for (const part of ref.replace(/^#\//, '').split('/')) {
    node = isNode(node) ? (node[part.replaceAll('~1', '/').replaceAll('~0', '~')] ?? null) : null;
  }
  return node;
}

const typesOf = (schema: Node): string[] =>
  Array.isArray(schema['type']) ? schema['type'].map(String) : [String(schema['type'] ?? '')];

/** Every schema object of the document (components, parameters, bodies, responses), with its JSON pointer. */
function everySchema(node: Json, pointer: string, out: [string, Node][] = []): [string, Node][] {
  if (Array.isArray(node)) node.forEach((item, index) => everySchema(item, `${pointer}/${index}`, out));
  if (!isNode(node)) return out;
  if ('type' in node) out.push([pointer, node]);
  for (const [key, value] of Object.entries(node)) everySchema(value, `${pointer}/${key}`, out);
  return out;
}

/**
 * The object schemas of a response that let unknown properties through. An object is closed by its own
 * `unevaluatedProperties: false`, by an `additionalProperties` map, or, as a branch of an `allOf`, by the
 * composition around it (2020-12 `unevaluatedProperties` sees the properties every branch evaluated).
 */
function openObjects(node: Json, pointer: string, closedByParent: boolean, seen: Set<string>, out: string[]) {
  if (!isNode(node)) return;
  const ref = node['$ref'];
  if (typeof ref === 'string') {
    const key = `${ref}|${closedByParent}`;
    if (!seen.has(key)) {
      seen.add(key);
      openObjects(resolve(ref), ref, closedByParent, seen, out);
    }
    return;
  }
  const closed = node['unevaluatedProperties'] === false || 'additionalProperties' in node;
  const isObject = 'properties' in node || 'allOf' in node || typesOf(node).includes('object');
  if (isObject && !closed && !closedByParent) out.push(pointer);
  const allOf = node['allOf'];
  if (Array.isArray(allOf)) {
    allOf.forEach((branch, index) =>
      openObjects(branch, `${pointer}/allOf/${index}`, closed || closedByParent, seen, out),
    );
  }
  const properties = node['properties'];
  if (isNode(properties)) {
    for (const [name, schema] of Object.entries(properties)) {
      openObjects(schema, `${pointer}/properties/${name}`, false, seen, out);
    }
  }
  for (const key of ['items', 'additionalProperties'] as const) {
    openObjects(node[key] ?? null, `${pointer}/${key}`, false, seen, out);
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = node[key];
    if (Array.isArray(branches)) {
      branches.forEach((branch, index) =>
        openObjects(branch, `${pointer}/${key}/${index}`, false, seen, out),
      );
    }
  }
}

describe('the backend contract is exact', () => {
  it('bounds every string with maxLength (enums, constants and binary bodies are bounded otherwise)', () => {
    const unbounded = everySchema(backend, '#')
      .filter(([, schema]) => typesOf(schema).includes('string'))
      .filter(([, schema]) => !('enum' in schema) && !('const' in schema) && schema['format'] !== 'binary')
      .filter(([, schema]) => typeof schema['maxLength'] !== 'number')
      .map(([pointer]) => pointer);
    expect(unbounded).toEqual([]);
  });

  it('refuses unknown properties in every object of every response', () => {
    const open: string[] = [];
    const paths = backend['paths'];
    for (const [path, item] of Object.entries(isNode(paths) ? paths : {})) {
      for (const [method, operation] of Object.entries(isNode(item) ? item : {})) {
        const responses = isNode(operation) ? operation['responses'] : undefined;
        for (const [status, response] of Object.entries(isNode(responses) ? responses : {})) {
          const resolved =
            isNode(response) && typeof response['$ref'] === 'string' ? resolve(response['$ref']) : response;
          const content = isNode(resolved) ? resolved['content'] : undefined;
          for (const [media, entry] of Object.entries(isNode(content) ? content : {})) {
            const where = `${method.toUpperCase()} ${path} ${status} ${media}`;
            const found: string[] = [];
            openObjects(isNode(entry) ? (entry['schema'] ?? null) : null, where, false, new Set(), found);
            open.push(...found.map((pointer) => (pointer === where ? where : `${where} -> ${pointer}`)));
          }
        }
      }
    }
    expect([...new Set(open)]).toEqual([]);
  });

  it('sees an open object and an unbounded string when there is one (the checks can fail)', () => {
    const found: string[] = [];
    openObjects(
      { type: 'object', properties: { user: { type: 'object', properties: { id: { type: 'string' } } } } },
      'probe',
      false,
      new Set(),
      found,
    );
    expect(found).toEqual(['probe', 'probe/properties/user']);
    const strings = everySchema(
      { a: { type: ['string', 'null'] }, b: { type: 'string', maxLength: 3 } },
      '#',
    );
    expect(strings.filter(([, s]) => typeof s['maxLength'] !== 'number').map(([p]) => p)).toEqual(['#/a']);
  });
});
