import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = { [key: string]: Json };

/** The bundled backend contract, as the generated suites (fuzz, isolation) read it. */
export const backendContract = JSON.parse(
  readFileSync(new URL('../../../../openapi/dist/backend.json', import.meta.url), 'utf8'),
) as Schema;

/** A schema with its `$ref` followed and an `allOf` merged into one object schema. */
export function resolve(node: Json | undefined, depth = 0): Schema {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return {};
  const ref = node['$ref'];
  if (typeof ref === 'string' && depth < 20) {
    let target: Json = backendContract;
    for (const part of ref.replace(/^#\//, '').split('/')) target = (target as Schema)[part] ?? null;
    return resolve(target, depth + 1);
  }
  if (Array.isArray(node['allOf'])) {
    const parts = node['allOf'].map((part) => resolve(part, depth + 1));
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((part) => part['properties'] ?? {})) as Json,
      required: parts.flatMap((part) => (Array.isArray(part['required']) ? part['required'] : [])),
    };
  }
  return node;
}

/** A value the schema accepts, as far as a generator can tell (required properties only). */
export function plausible(node: Json | undefined, depth = 0): Json {
  const schema = resolve(node);
  const choices = schema['anyOf'] ?? schema['oneOf'];
  if (Array.isArray(choices) && choices.length > 0) return plausible(choices[0], depth + 1);
  if (schema['default'] !== undefined) return schema['default'];
  if (Array.isArray(schema['enum'])) return schema['enum'][0] ?? null;
  const type = Array.isArray(schema['type']) ? schema['type'].find((t) => t !== 'null') : schema['type'];
  switch (type) {
    case 'string': {
      const format = schema['format'];
      if (format === 'email') return 'fuzz@ridgeline.test';
      if (format === 'date') return '2026-03-02';
      if (format === 'date-time') return '2026-03-02T09:00:00Z';
      if (format === 'uuid') return randomUUID();
      const min = typeof schema['minLength'] === 'number' ? schema['minLength'] : 1;
      return 'fuzz'.padEnd(Math.max(min, 4), 'z').slice(0, Math.max(min, 4));
    }
    case 'integer':
    case 'number':
      return typeof schema['minimum'] === 'number' ? schema['minimum'] : 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
    default: {
      if (depth > 6) return {};
      const properties = (schema['properties'] ?? {}) as Schema;
      const required = Array.isArray(schema['required']) ? (schema['required'] as string[]) : [];
      return Object.fromEntries(required.map((name) => [name, plausible(properties[name], depth + 1)]));
    }
  }
}
