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
const DROPPED_KEYS = new Set(['example', 'examples', 'xml', 'externalDocs', 'discriminator', 'deprecated']);

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

/** Inlines every `$ref` so the schema stands alone for Fastify's validator. */
function inline(node: Json, seen: readonly string[] = []): Json {
  if (Array.isArray(node)) return node.map((item) => inline(item, seen));
  if (!isObject(node)) return node;
  const ref = node['$ref'];
  if (typeof ref === 'string') {
    if (seen.includes(ref)) throw new Error(`recursive $ref ${ref} cannot be inlined`);
    return inline(resolvePointer(ref), [...seen, ref]);
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED_KEYS.has(key) || key.startsWith('x-')) continue;
    // `properties` maps names to schemas: keep every name, even one that looks like an annotation.
    if (key === 'properties' && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [name, inline(schema, seen)]),
      );
    } else {
      out[key] = inline(value, seen);
    }
  }
  return out;
}

export interface OperationSchema {
  body?: JsonObject;
  params?: JsonObject;
  querystring?: JsonObject;
}

function parametersSchema(parameters: Json[], location: string): JsonObject | undefined {
  const selected = parameters.map((parameter) => inline(parameter)).filter(isObject);
  const matching = selected.filter((parameter) => parameter['in'] === location);
  if (matching.length === 0) return undefined;
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const parameter of matching) {
    const name = String(parameter['name']);
    properties[name] = parameter['schema'] ?? {};
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
  const requestBody = inline(operation['requestBody'] ?? null);
  if (isObject(requestBody) && isObject(requestBody['content'])) {
    const json = requestBody['content']['application/json'];
    if (isObject(json) && isObject(json['schema'])) schema.body = json['schema'];
  }
  return schema;
}

/** The JSON schema of one response of an operation (the status, else `default`); undefined when it has none. */
export function responseSchema(method: string, openapiPath: string, status: number): JsonObject | undefined {
  const paths = backendDocument()['paths'];
  const pathItem = isObject(paths) ? paths[openapiPath] : undefined;
  const operation = isObject(pathItem) ? pathItem[method.toLowerCase()] : undefined;
  if (!isObject(operation) || !isObject(operation['responses'])) return undefined;
  const response = inline(
    operation['responses'][String(status)] ?? operation['responses']['default'] ?? null,
  );
  if (!isObject(response) || !isObject(response['content'])) return undefined;
  const json = response['content']['application/json'];
  return isObject(json) && isObject(json['schema']) ? json['schema'] : undefined;
}

/** `/partner/v1/roles/search/:id` -> `/partner/v1/roles/search/{id}` */
export function openapiPathOf(routeUrl: string): string {
  return routeUrl.replace(/:(\w+)/g, '{$1}');
}

/** `/partner/v1/roles/search/{id}` -> `/partner/v1/roles/search/:id` */
export function fastifyPath(openapiPath: string): string {
  return openapiPath.replace(/\{(\w+)\}/g, ':$1');
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
}

function describeOperation(method: string, path: string, operation: JsonObject): ContractOperation {
  const root = backendDocument()['security'];
  const security = Array.isArray(operation['security'])
    ? operation['security']
    : Array.isArray(root)
      ? root
      : [];
  const permission = operation['x-permission'];
  return {
    method: method.toUpperCase(),
    path,
    operationId: String(operation['operationId'] ?? `${method} ${path}`),
    permission: typeof permission === 'string' ? permission : undefined,
    security: security.filter(isObject).flatMap((requirement) => Object.keys(requirement)),
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
