import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const bundlePath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../openapi/dist/backend.json',
);

let document: JsonObject | undefined;
function backendDocument(): JsonObject {
  document ??= JSON.parse(readFileSync(bundlePath, 'utf8')) as JsonObject;
  return document;
}

// OpenAPI annotations ajv does not know; strict ajv would refuse them.
const ANNOTATIONS = ['example', 'examples', 'xml', 'externalDocs', 'discriminator', 'deprecated'];
const DROPPED_KEYS = new Set(ANNOTATIONS);
// Requests are validated with draft-07 ajv, which has no `unevaluatedProperties`; the keyword closes the
// contract's response shapes (checked by the tests with a 2020-12 validator), so requests go without it.
const DROPPED_REQUEST_KEYS = new Set([...ANNOTATIONS, 'unevaluatedProperties']);

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolvePointer(pointer: string): Json {
  let node: Json = backendDocument();
  for (const part of pointer.replace(/^#\//, '').split('/')) {
    const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
    if (!isObject(node) || !(key in node)) throw new Error(`unresolved $ref ${pointer}`);
    node = node[key] as Json;
  }
  return node;
}

const ID_REF = '#/components/schemas/Id';

/**
 * Inlines every `$ref` so the schema stands alone for a validator: a request schema for the server's draft-07 ajv,
 * a response schema for the tests' 2020-12 one.
 */
function inline(node: Json, seen: readonly string[] = [], request = false): Json {
  if (Array.isArray(node)) return node.map((item) => inline(item, seen, request));
  if (!isObject(node)) return node;
  const ref = node['$ref'];
  if (typeof ref === 'string') {
    if (seen.includes(ref)) throw new Error(`recursive $ref ${ref} cannot be inlined`);
    const resolved = inline(resolvePointer(ref), [...seen, ref], request);
    // Ids sent to the server are UUIDs it made: anything else names no record, and would fail in PostgreSQL.
    return request && ref === ID_REF && isObject(resolved) ? { ...resolved, format: 'uuid' } : resolved;
  }
  const out: JsonObject = {};
  const dropped = request ? DROPPED_REQUEST_KEYS : DROPPED_KEYS;
  for (const [key, value] of Object.entries(node)) {
    if (dropped.has(key) || key.startsWith('x-')) continue;
    // `properties` maps names to schemas: keep every name, even one that looks like an annotation.
    if (key === 'properties' && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [name, inline(schema, seen, request)]),
      );
    } else {
      out[key] = inline(value, seen, request);
    }
  }
  return out;
}

export interface OperationSchema {
  body?: JsonObject;
  params?: JsonObject;
  querystring?: JsonObject;
}

const INT4 = 2_147_483_647;
const NUMBER_LIMIT = 1e15;

/**
 * Bounds for numbers the contract leaves open, so `pageNumber: 1e300` is a 400 naming the field instead of a
 * PostgreSQL overflow: integers stay within PostgreSQL's `integer`, other numbers within ±10^15.
 */
function bounded(node: Json): Json {
  if (Array.isArray(node)) return node.map(bounded);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === 'properties' && isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, bounded(schema)]))
        : bounded(value);
  }
  const types = Array.isArray(out['type']) ? out['type'] : [out['type']];
  const limit = types.includes('integer') ? INT4 : types.includes('number') ? NUMBER_LIMIT : undefined;
  if (limit !== undefined) {
    if (out['maximum'] === undefined && out['exclusiveMaximum'] === undefined) out['maximum'] = limit;
    if (out['minimum'] === undefined && out['exclusiveMinimum'] === undefined)
      out['minimum'] = types.includes('integer') ? -INT4 - 1 : -limit;
  }
  return out;
}

function parametersSchema(parameters: Json[], location: string): JsonObject | undefined {
  const selected = parameters.map((parameter) => inline(parameter, [], true)).filter(isObject);
  const matching = selected.filter((parameter) => parameter['in'] === location);
  if (matching.length === 0) return undefined;
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const parameter of matching) {
    const name = String(parameter['name']);
    properties[name] = bounded(parameter['schema'] ?? {});
    if (parameter['required'] === true) required.push(name);
  }
  return { type: 'object', properties, required };
}

/**
 * The Fastify route schema of one operation of `openapi/dist/backend.json`: the JSON request body, the path and
 * query parameters. The server validates every request against the same document the clients are generated from.
 */
export function operationSchema(method: string, openapiPath: string): OperationSchema {
  const paths = backendDocument()['paths'];
  const pathItem = isObject(paths) ? paths[openapiPath] : undefined;
  const operation = isObject(pathItem) ? pathItem[method.toLowerCase()] : undefined;
  if (!isObject(operation)) throw new Error(`no operation ${method} ${openapiPath} in the contract`);
  const parameters = [
    ...(isObject(pathItem) && Array.isArray(pathItem['parameters']) ? pathItem['parameters'] : []),
    ...(Array.isArray(operation['parameters']) ? operation['parameters'] : []),
  ];
  const schema: OperationSchema = {};
  const params = parametersSchema(parameters, 'path');
  if (params) schema.params = params;
  const querystring = parametersSchema(parameters, 'query');
  if (querystring) schema.querystring = querystring;
  const requestBody = inline(operation['requestBody'] ?? null, [], true);
  if (isObject(requestBody) && isObject(requestBody['content'])) {
    const json = requestBody['content']['application/json'];
    if (isObject(json) && isObject(json['schema'])) schema.body = bounded(json['schema']) as JsonObject;
  }
  return schema;
}

/** Whether the contract has an operation for this method and path. */
export function hasOperation(method: string, openapiPath: string): boolean {
  const paths = backendDocument()['paths'];
  const pathItem = isObject(paths) ? paths[openapiPath] : undefined;
  return isObject(pathItem) && isObject(pathItem[method.toLowerCase()]);
}

/**
 * The declared response of an operation for a status (else its `default`): each media type with its schema,
 * `{}` for a response without a body; undefined when the operation declares no such response.
 */
export function responseContent(
  method: string,
  openapiPath: string,
  status: number,
): Record<string, JsonObject | undefined> | undefined {
  const paths = backendDocument()['paths'];
  const pathItem = isObject(paths) ? paths[openapiPath] : undefined;
  const operation = isObject(pathItem) ? pathItem[method.toLowerCase()] : undefined;
  if (!isObject(operation) || !isObject(operation['responses'])) return undefined;
  const response = inline(
    operation['responses'][String(status)] ?? operation['responses']['default'] ?? null,
  );
  if (!isObject(response)) return undefined;
  const content = isObject(response['content']) ? response['content'] : {};
  return Object.fromEntries(
    Object.entries(content).map(([media, entry]) => [
      media,
      isObject(entry) && isObject(entry['schema']) ? entry['schema'] : undefined,
    ]),
  );
}

/** A component schema of the contract with every `$ref` inlined. */
export function componentSchema(name: string): JsonObject {
  const schema = inline({ $ref: `#/components/schemas/${name}` });
  if (!isObject(schema)) throw new Error(`no component schema ${name}`);
  return schema;
}

/** `/partner/v1/roles/search/:id` -> `/partner/v1/roles/search/{id}` */
export function openapiPathOf(routeUrl: string): string {
  return routeUrl.replace(/:(\w+)/g, '{$1}');
}

/** `/partner/v1/roles/search/{id}` -> `/partner/v1/roles/search/:id` */
export function fastifyPath(openapiPath: string): string {
  return openapiPath.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * The schema of the JSON `data` part of an operation's multipart/form-data body (partner, location uploads), so
 * the server judges it exactly as it judges a JSON body.
 */
export function multipartDataSchema(method: string, openapiPath: string): JsonObject {
  const paths = backendDocument()['paths'];
  const pathItem = isObject(paths) ? paths[openapiPath] : undefined;
  const operation = isObject(pathItem) ? pathItem[method.toLowerCase()] : undefined;
  const requestBody = isObject(operation) ? inline(operation['requestBody'] ?? null, [], true) : null;
  const content = isObject(requestBody) ? requestBody['content'] : undefined;
  const multipart = isObject(content) ? content['multipart/form-data'] : undefined;
  const schema = isObject(multipart) ? multipart['schema'] : undefined;
  const properties = isObject(schema) ? schema['properties'] : undefined;
  const data = isObject(properties) ? properties['data'] : undefined;
  if (!isObject(data)) throw new Error(`no multipart data part in ${method} ${openapiPath}`);
  return data;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface ContractOperation {
  method: string;
  /** As written in openapi/, e.g. `/partner/v1/roles/{id}`. */
  path: string;
  operationId: string;
  /** `x-permission`: `public`, `signed-in` or a `module:action` code; undefined when the operation lacks one. */
  permission: string | undefined;
  /** The names of the operation's security schemes; empty for a public operation. */
  security: string[];
  /** `x-session`: which sessions of the area may call it (`partner-level`); undefined when any may. */
  session?: unknown;
  /** `x-idempotent`: the operation honours an `Idempotency-Key` header (http/idempotency.ts). */
  idempotent?: unknown;
  /** `x-audit`: `{ action, entity }` or `{ none: reason }` (contract-audit.ts reads it); undefined when absent. */
  audit?: unknown;
}

function describeOperation(method: string, path: string, operation: JsonObject): ContractOperation {
  const root = backendDocument()['security'];
  const security = Array.isArray(operation['security'])
    ? operation['security']
    : Array.isArray(root)
      ? root
      : [];
  const permission = operation['x-permission'];
  const session = operation['x-session'];
  const idempotent = operation['x-idempotent'];
  const audit = operation['x-audit'];
  return {
    method: method.toUpperCase(),
    path,
    operationId: String(operation['operationId'] ?? `${method} ${path}`),
    permission: typeof permission === 'string' ? permission : undefined,
    security: security.filter(isObject).flatMap((requirement) => Object.keys(requirement)),
    ...(session !== undefined ? { session } : {}),
    ...(idempotent !== undefined ? { idempotent } : {}),
    ...(audit !== undefined ? { audit } : {}),
  };
}

/** Every operation of the backend contract. */
export function contractOperations(): ContractOperation[] {
  const paths = backendDocument()['paths'];
  if (!isObject(paths)) return [];
  return Object.entries(paths).flatMap(([path, item]) =>
    isObject(item)
      ? HTTP_METHODS.flatMap((method) => {
          const operation = item[method];
          return isObject(operation) ? [describeOperation(method, path, operation)] : [];
        })
      : [],
  );
}

/** One operation of the backend contract; throws when the contract has none. */
export function contractOperation(method: string, openapiPath: string): ContractOperation {
  const paths = backendDocument()['paths'];
  const pathItem = isObject(paths) ? paths[openapiPath] : undefined;
  const operation = isObject(pathItem) ? pathItem[method.toLowerCase()] : undefined;
  if (!isObject(operation)) throw new Error(`no operation ${method} ${openapiPath} in the contract`);
  return describeOperation(method, openapiPath, operation);
}

/** A path or query parameter the contract marks `x-secret: true`: its value is a credential (a link's token). */
export interface SecretParameter {
  /** The operation's path as written in openapi/, e.g. `/user-portal/v1/invitations/{token}`. */
  path: string;
  in: 'path' | 'query';
  name: string;
}

/** Every parameter of the backend contract marked `x-secret: true` (the logger redacts their values). */
export function secretParameters(): SecretParameter[] {
  const paths = backendDocument()['paths'];
  if (!isObject(paths)) return [];
  const found: SecretParameter[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item['parameters']) ? item['parameters'] : [];
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const own = Array.isArray(operation['parameters']) ? operation['parameters'] : [];
      for (const parameter of [...shared, ...own].map((entry) => inlineAnnotated(entry))) {
        if (!isObject(parameter) || parameter['x-secret'] !== true) continue;
        const where = parameter['in'];
        if (where !== 'path' && where !== 'query') continue;
        found.push({ path, in: where, name: String(parameter['name']) });
      }
    }
  }
  return found;
}

/** A `$ref` resolved one level, keeping the `x-` annotations that `inline` drops. */
function inlineAnnotated(node: Json): Json {
  return isObject(node) && typeof node['$ref'] === 'string' ? resolvePointer(node['$ref']) : node;
}
