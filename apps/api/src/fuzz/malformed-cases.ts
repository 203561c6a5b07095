/**
 * The malformed, boundary and hostile cases of the contract fuzz (issue 18) for one operation, generated from its
 * contract: hostile path segments and query values, wrong bodies (null, arrays, text, malformed JSON, other content
 * types), extra fields, and every body field set to each hostile value.
 */
import { randomUUID } from 'node:crypto';
import { plausible, resolve, type Json, type Schema } from '../test/contract-document';
import { validSegment, type FuzzOperation } from './hostile-classes';

const HOSTILE: Json[] = [
  'nul\u0000inside',
  'x'.repeat(70_000),
  '',
  -1,
  0,
  1e300,
  -1e300,
  1.5,
  true,
  null,
  [],
  {},
  ['a\u0000'],
  '0000-01-01T00:00:00Z',
  '2026-02-30',
  "' OR 1=1 --",
];
const HOSTILE_SEGMENTS = [
  '%00',
  'not-a-uuid',
  '-1',
  'x'.repeat(101),
  '%E0%A4%A',
  '..%2F..%2Fetc',
  randomUUID(),
];
const HOSTILE_QUERY = ['%00', '-1', '1e300', 'x'.repeat(5000), '0000-01-01', '%ZZ'];

export interface MalformedCase {
  label: string;
  url: string;
  payload?: string;
  contentType?: string;
}

function urlOf(op: FuzzOperation, segment: (name: string) => string, query = ''): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => segment(name));
  return query ? `${path}?${query}` : path;
}

export function malformedCases(op: FuzzOperation): MalformedCase[] {
  const pathParams = op.parameters.filter((p) => p['in'] === 'path').map((p) => String(p['name']));
  const queryParams = op.parameters.filter((p) => p['in'] === 'query').map((p) => String(p['name']));
  const validUrl = urlOf(op, validSegment);
  const cases: MalformedCase[] = [];
  for (const name of pathParams) {
    for (const value of HOSTILE_SEGMENTS) {
      cases.push({
        label: `path ${name}=${value.slice(0, 20)}`,
        url: urlOf(op, (n) => (n === name ? value : validSegment(n))),
      });
    }
  }
  for (const name of queryParams) {
    for (const value of HOSTILE_QUERY) {
      cases.push({ label: `query ${name}=${value.slice(0, 20)}`, url: `${validUrl}?${name}=${value}` });
    }
  }
  cases.push({ label: 'unknown query parameter', url: `${validUrl}?unexpected=%00` });
  const content = ((op.operation['requestBody'] as Schema | undefined)?.['content'] ?? {}) as Schema;
  const jsonSchema = (content['application/json'] as Schema | undefined)?.['schema'];
  if (op.method !== 'GET' || jsonSchema) {
    const base = jsonSchema ? plausible(jsonSchema) : {};
    const json = (payload: Json, label: string) =>
      cases.push({ label, url: validUrl, payload: JSON.stringify(payload), contentType: 'application/json' });
    json(base, 'plausible body');
    for (const whole of [null, [], 'text', 123, true]) json(whole, `body ${JSON.stringify(whole)}`);
    cases.push({ label: 'malformed JSON', url: validUrl, payload: '{"a":', contentType: 'application/json' });
    cases.push({ label: 'text/plain body', url: validUrl, payload: 'hello', contentType: 'text/plain' });
    cases.push({ label: 'XML body', url: validUrl, payload: '<a>1</a>', contentType: 'application/xml' });
    if (base && typeof base === 'object' && !Array.isArray(base)) {
      json({ ...base, unexpectedField: 'x', constructor: { prototype: { polluted: true } } }, 'extra fields');
      const properties = (resolve(jsonSchema)['properties'] ?? {}) as Schema;
      for (const name of Object.keys(properties)) {
        for (const value of HOSTILE) {
          json({ ...base, [name]: value }, `body ${name}=${JSON.stringify(value).slice(0, 20)}`);
        }
      }
    }
  }
  return cases;
}
