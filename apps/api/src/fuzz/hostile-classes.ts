/**
 * The input classes of issue 25 for the contract fuzz, generated from each operation's contract: prototype names in
 * every string field (sort fields included), the edges of the supported dates, deep nesting, broken multipart, huge
 * numbers and long strings. Each class yields at most `perClass` requests per operation, spread over its fields, and
 * every operation gets at least one request of every class (a class without a field of its kind in the operation
 * goes where it can: the whole body, a query parameter or a path segment).
 */
import { randomUUID } from 'node:crypto';
import { plausible, resolve, type Json, type Schema } from '../test/contract-document';

export const HOSTILE_CLASSES = [
  'prototype names',
  'extreme dates',
  'deep nesting',
  'broken multipart',
  'huge numbers',
  'long strings',
] as const;
export type HostileClass = (typeof HOSTILE_CLASSES)[number];

export interface FuzzOperation {
  method: string;
  path: string;
  operation: Schema;
  parameters: Schema[];
}

export interface HostileCase {
  hostileClass: HostileClass;
  label: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString'];
// Before, at and after the supported range (1900-01-01 to 2100-12-31), and the largest four-digit year.
const EXTREME_DATES = ['1899-12-31', '1900-01-01', '2100-12-31', '2101-01-01', '9999-12-31'];
// As JSON text: 2^53+1 and -0 do not survive JSON.stringify.
const HUGE_NUMBERS = ['1e308', '9007199254740993', '-0'];
const LONG = 'x'.repeat(100_000);

interface Leaf {
  path: (string | number)[];
  schema: Schema;
}

function typeOf(schema: Schema): string | undefined {
  const type = schema['type'];
  return Array.isArray(type) ? (type.find((t) => t !== 'null') as string | undefined) : (type as string);
}

/** Every leaf of a body schema (first choice of anyOf/oneOf, arrays by their first item), to depth 5. */
function leavesOf(node: Json | undefined, path: (string | number)[] = [], depth = 0): Leaf[] {
  const schema = resolve(node);
  const choices = schema['anyOf'] ?? schema['oneOf'];
  if (Array.isArray(choices) && choices.length > 0) {
    const object = choices.map((choice) => resolve(choice)).find((choice) => choice['properties']);
    return leavesOf(object ?? choices[0], path, depth);
  }
  const type = typeOf(schema);
  if (depth > 5) return [];
  if (type === 'object' || schema['properties']) {
    const properties = (schema['properties'] ?? {}) as Schema;
    return Object.entries(properties).flatMap(([name, child]) => leavesOf(child, [...path, name], depth + 1));
  }
  if (type === 'array') return leavesOf(schema['items'], [...path, 0], depth + 1);
  return path.length > 0 ? [{ path, schema }] : [];
}

/** A copy of `base` with `value` at `path`, creating the objects and arrays on the way. */
function withValue(base: Json, path: (string | number)[], value: Json): Json {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const array = Array.isArray(base) ? [...base] : [];
    array[head] = withValue(array[head] ?? {}, rest, value);
    return array;
  }
  const object = base && typeof base === 'object' && !Array.isArray(base) ? { ...base } : {};
  object[head] = withValue(object[head] ?? {}, rest, value);
  return object;
}

// A raw JSON number (or -0) stands in the value as this marker until the text is written.
const RAW = '\u0001raw:';
const rawText = (payload: Json) =>
  JSON.stringify(payload).replace(/"\\u0001raw:([^"\\]*)"/g, (_, text: string) => text);

/** `count` items spread evenly over `items` (all of them when there are fewer). */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);
}

const isDate = (schema: Schema) => schema['format'] === 'date' || schema['format'] === 'date-time';
const dateValue = (schema: Schema, date: string) =>
  schema['format'] === 'date-time' ? `${date}T00:00:00Z` : date;
const isString = (schema: Schema) => typeOf(schema) === 'string' && schema['format'] !== 'binary';
const isNumber = (schema: Schema) => ['integer', 'number'].includes(typeOf(schema) ?? '');
const fieldName = (path: (string | number)[]) => path.join('.');

function nested(depth: number, inner: string): string {
  return '{"a":'.repeat(depth) + inner + '}'.repeat(depth);
}

/** Arrays in arrays: no quotes, so the text can stand in a field as a raw marker. */
const nestedArrays = (depth: number) => '['.repeat(depth) + '1' + ']'.repeat(depth);

function multipartBody(dataJson: string): { payload: Buffer; contentType: string } {
  const boundary = `----fuzz${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\nContent-Type: application/json\r\n\r\n` +
      `${dataJson}\r\n--${boundary}--\r\n`,
  );
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A valid value of a path parameter: a random id, or for the public booking pages (issue 29) the demo partner's
 * and location's codes, so the cases reach the handlers instead of stopping at an unknown partner's 404.
 */
export function validSegment(name: string): string {
  if (name === 'partnerCode') return 'acme';
  if (name === 'locationCode') return 'acme-downtown';
  return randomUUID();
}

export function hostileClassCases(op: FuzzOperation, perClass: number): HostileCase[] {
  const pathParams = op.parameters.filter((p) => p['in'] === 'path').map((p) => String(p['name']));
  const queryParams = op.parameters.filter((p) => p['in'] === 'query');
  const urlWith = (segment: (name: string) => string, query = '') => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => segment(name));
    return query ? `${path}?${query}` : path;
  };
  const validUrl = urlWith(validSegment);
  const content = ((op.operation['requestBody'] as Schema | undefined)?.['content'] ?? {}) as Schema;
  const jsonSchema = (content['application/json'] as Schema | undefined)?.['schema'];
  const multipartSchema = resolve((content['multipart/form-data'] as Schema | undefined)?.['schema']);
  const dataSchema = ((multipartSchema['properties'] ?? {}) as Schema)['data'];
  const bodySchema = jsonSchema ?? dataSchema;
  const multipart = content['multipart/form-data'] !== undefined;
  const base = bodySchema ? plausible(bodySchema) : {};
  const leaves = bodySchema ? leavesOf(bodySchema) : [];

  /** A request with the body as JSON text, sent as JSON or as the `data` part of a multipart body. */
  const bodyCase = (hostileClass: HostileClass, label: string, text: string): HostileCase => {
    if (multipart && !jsonSchema) {
      const { payload, contentType } = multipartBody(text);
      return { hostileClass, label, url: validUrl, payload, contentType };
    }
    return { hostileClass, label, url: validUrl, payload: text, contentType: 'application/json' };
  };
  const hasBody = bodySchema !== undefined || op.method !== 'GET';
  const queryCase = (hostileClass: HostileClass, name: string, value: string): HostileCase => ({
    hostileClass,
    label: `query ${name}=${value.slice(0, 20)}`,
    url: `${validUrl}?${name}=${encodeURIComponent(value)}`,
  });
  const pathCase = (hostileClass: HostileClass, name: string, value: string): HostileCase => ({
    hostileClass,
    label: `path ${name}=${value.slice(0, 20)}`,
    url: urlWith((n) => (n === name ? encodeURIComponent(value) : validSegment(n))),
  });

  /**
   * The cases of one class: each value in each matching body field, query parameter and path parameter, spread
   * down to `perClass`; when nothing matches, the values go to the whole body, else the first query or path
   * parameter, else an unknown query parameter.
   */
  const fieldClass = (
    hostileClass: HostileClass,
    matches: (schema: Schema) => boolean,
    values: (schema: Schema) => string[],
    asRaw: boolean,
  ): HostileCase[] => {
    const all: HostileCase[] = [];
    for (const leaf of leaves.filter((l) => matches(l.schema))) {
      for (const value of values(leaf.schema)) {
        const payload = withValue(base, leaf.path, asRaw ? `${RAW}${value}` : value);
        all.push(
          bodyCase(hostileClass, `body ${fieldName(leaf.path)}=${value.slice(0, 20)}`, rawText(payload)),
        );
      }
    }
    for (const parameter of queryParams.filter((p) => matches(resolve(p['schema'])))) {
      for (const value of values(resolve(parameter['schema']))) {
        all.push(queryCase(hostileClass, String(parameter['name']), value));
      }
    }
    for (const name of pathParams) {
      const schema = resolve(op.parameters.find((p) => p['name'] === name)?.['schema']);
      if (matches(schema)) for (const value of values(schema)) all.push(pathCase(hostileClass, name, value));
    }
    if (all.length > 0) return spread(all, perClass);
    const fallback = values({ type: 'string' });
    if (hasBody) {
      return spread(
        fallback.map((value) =>
          bodyCase(hostileClass, `whole body ${value.slice(0, 20)}`, asRaw ? value : JSON.stringify(value)),
        ),
        perClass,
      );
    }
    const [query] = queryParams;
    if (query)
      return spread(
        fallback.map((v) => queryCase(hostileClass, String(query['name']), v)),
        perClass,
      );
    const [segment] = pathParams;
    if (segment)
      return spread(
        fallback.map((v) => pathCase(hostileClass, segment, v)),
        perClass,
      );
    return spread(
      fallback.map((v) => queryCase(hostileClass, 'unexpected', v)),
      perClass,
    );
  };

  const cases: HostileCase[] = [];
  // Sort fields first: they name columns, the likeliest place for a name lookup to reach a prototype.
  const sortFirst = (schema: Schema) => isString(schema);
  leaves.sort((a, b) => Number(b.path.at(-1) === 'sortField') - Number(a.path.at(-1) === 'sortField'));
  cases.push(...fieldClass('prototype names', sortFirst, () => PROTOTYPE_NAMES, false));
  if (hasBody && bodySchema) {
    // A `__proto__` key survives only as JSON text: an object literal would set the prototype instead.
    const text = rawText(base);
    const withProto =
      text.startsWith('{') && text !== '{}'
        ? `{"__proto__":{"polluted":true},${text.slice(1)}`
        : '{"__proto__":{"polluted":true}}';
    cases.push(bodyCase('prototype names', 'body key __proto__', withProto));
  }
  cases.push(
    ...fieldClass(
      'extreme dates',
      isDate,
      (schema) => EXTREME_DATES.map((date) => dateValue(schema, date)),
      false,
    ),
  );
  cases.push(...fieldClass('huge numbers', isNumber, () => HUGE_NUMBERS, true));
  cases.push(...fieldClass('long strings', isString, () => [LONG], false));

  // Deep nesting: as the whole body and inside the first field, 33 deep (one over the limit of 32) and 5,000 deep.
  for (const depth of [33, 5000]) {
    if (hasBody) {
      cases.push(bodyCase('deep nesting', `whole body ${depth} deep`, nested(depth, '1')));
      const [first] = leaves;
      if (first) {
        const payload = withValue(base, first.path.slice(0, 1), `${RAW}${nestedArrays(depth - 1)}`);
        cases.push(bodyCase('deep nesting', `body ${first.path[0]} ${depth} deep`, rawText(payload)));
      }
    } else {
      // Without a body the nesting goes where a query parser might build it: `a[a][a]…=1`.
      const name = String(queryParams[0]?.['name'] ?? 'unexpected');
      cases.push({
        hostileClass: 'deep nesting',
        label: `query ${name} ${depth} deep`,
        url: `${validUrl}?${name}${'[a]'.repeat(depth)}=1`,
      });
    }
  }

  // Broken multipart: no boundary, a body cut off inside its part, a boundary that never appears.
  if (hasBody) {
    const { payload, contentType } = multipartBody(rawText(base));
    const broken: HostileCase[] = [
      {
        hostileClass: 'broken multipart',
        label: 'multipart without boundary',
        url: validUrl,
        payload,
        contentType: 'multipart/form-data',
      },
      {
        hostileClass: 'broken multipart',
        label: 'multipart truncated',
        url: validUrl,
        payload: payload.subarray(0, Math.floor(payload.length / 2)),
        contentType,
      },
      {
        hostileClass: 'broken multipart',
        label: 'multipart with a foreign boundary',
        url: validUrl,
        payload,
        contentType: 'multipart/form-data; boundary=nothing-here',
      },
    ];
    cases.push(...(multipart ? broken : broken.slice(0, 1)));
  } else {
    cases.push({
      hostileClass: 'broken multipart',
      label: 'multipart without boundary on a GET',
      url: validUrl,
      payload: '--x\r\n',
      contentType: 'multipart/form-data',
    });
  }
  return cases;
}
