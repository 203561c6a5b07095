import { readFileSync } from 'node:fs';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** One operation of openapi/device-agent.yaml, with the JSON schemas Fastify validates requests against. */
export interface AgentOperation {
  readonly operationId: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The contract's path, e.g. `/{sessionId}/capture`. */
  readonly path: string;
  /** The same path in Fastify's syntax, e.g. `/:sessionId/capture`. */
  readonly route: string;
  readonly schema: { params?: JsonObject; body?: JsonObject };
  readonly bodyRequired: boolean;
}

const DOCUMENT_URL = new URL('../../../../openapi/dist/device-agent.json', import.meta.url);
const METHODS = ['get', 'post', 'put', 'delete'] as const;
// Annotations Ajv does not need (and, in strict mode, would reject).
const ANNOTATIONS = new Set(['description', 'example', 'examples', 'contentEncoding', 'contentMediaType']);

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function loadAgentDocument(): JsonObject {
  const parsed: unknown = JSON.parse(readFileSync(DOCUMENT_URL, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${DOCUMENT_URL.pathname} is not an OpenAPI document`);
  }
  return parsed as JsonObject;
}

/** Inlines local `$ref`s and drops annotations, leaving plain JSON Schema. */
function resolve(document: JsonObject, node: Json, depth = 0): Json {
  if (depth > 32) throw new Error('schema nests too deeply (recursive $ref?)');
  if (Array.isArray(node)) return node.map((item) => resolve(document, item, depth + 1));
  if (!isObject(node)) return node;
  const ref = node['$ref'];
  if (typeof ref === 'string') {
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json | undefined>((at, key) => (isObject(at) ? at[key] : undefined), document);
    if (target === undefined) throw new Error(`unresolved $ref ${ref}`);
    return resolve(document, target, depth + 1);
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
    if (key === 'format' && value === 'binary') continue;
    out[key] =
      key === 'properties' && isObject(value)
        ? resolveProperties(document, value, depth)
        : resolve(document, value, depth + 1);
  }
  return out;
}

function resolveProperties(document: JsonObject, properties: JsonObject, depth: number): JsonObject {
  const out: JsonObject = {};
  for (const [name, schema] of Object.entries(properties)) out[name] = resolve(document, schema, depth + 1);
  return out;
}

function paramsSchema(document: JsonObject, parameters: Json[]): JsonObject | undefined {
  const properties: JsonObject = {};
  const required: Json[] = [];
  for (const raw of parameters) {
    const parameter = resolve(document, raw);
    if (!isObject(parameter) || parameter['in'] !== 'path' || typeof parameter['name'] !== 'string') continue;
    properties[parameter['name']] = parameter['schema'] ?? {};
    required.push(parameter['name']);
  }
  return required.length > 0 ? { type: 'object', properties, required } : undefined;
}

/** Every operation of the agent document, ready to register as a Fastify route. */
export function agentOperations(document: JsonObject = loadAgentDocument()): AgentOperation[] {
  const operations: AgentOperation[] = [];
  const paths = document['paths'];
  if (!isObject(paths)) return operations;
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item['parameters']) ? item['parameters'] : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation) || typeof operation['operationId'] !== 'string') continue;
      const own = Array.isArray(operation['parameters']) ? operation['parameters'] : [];
      const params = paramsSchema(document, [...shared, ...own]);
      const requestBody = isObject(operation['requestBody']) ? operation['requestBody'] : undefined;
      const content = requestBody && isObject(requestBody['content']) ? requestBody['content'] : undefined;
      const json = content && isObject(content['application/json']) ? content['application/json'] : undefined;
      const body = json && json['schema'] !== undefined ? resolve(document, json['schema']) : undefined;
      operations.push({
        operationId: operation['operationId'],
        method: method.toUpperCase() as AgentOperation['method'],
        path,
        route: path.replace(/\{([^}]+)\}/g, ':$1'),
        schema: { ...(params ? { params } : {}), ...(isObject(body) ? { body } : {}) },
        bodyRequired: requestBody?.['required'] === true,
      });
    }
  }
  return operations;
}
