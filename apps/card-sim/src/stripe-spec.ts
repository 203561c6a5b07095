import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

/**
 * Stripe's published OpenAPI description, cut to what the adapter and this processor use (openapi/README.md): the
 * request bodies the processor accepts and the objects it answers and sends are checked against it, so neither
 * side drifts into a Stripe of its own making.
 */
interface OpenApiSubset {
  info: { version: string; 'x-source': { tag: string } };
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: object }> } }>>;
  components: { schemas: Record<string, object> };
}

export const stripeSubset = JSON.parse(
  readFileSync(new URL('../openapi/stripe-subset.json', import.meta.url), 'utf8'),
) as OpenApiSubset;

/** The Stripe API version and the stripe/openapi tag the subset was cut from. */
export const STRIPE_SPEC_VERSION = {
  apiVersion: stripeSubset.info.version,
  tag: stripeSubset.info['x-source'].tag,
};

/**
 * OpenAPI 3.0's `nullable: true` as JSON Schema: Stripe writes it beside `anyOf` with no `type`, which Ajv's own
 * `nullable` support refuses, so every nullable schema becomes "this or null".
 */
function withNulls(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNulls);
  if (!node || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const copy = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, withNulls(value)]));
  return nullable === true ? { anyOf: [copy, { type: 'null' }] } : copy;
}

const jsonSchemas = withNulls(stripeSubset.components) as object;

// Stripe's description is OpenAPI 3.0: draft-04-ish schemas, its own formats (unix-time, decimal) and x- keywords,
// which Ajv ignores when not strict.
function ajvFor(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false, coerceTypes });
  ajv.addSchema({ components: jsonSchemas }, 'stripe');
  return ajv;
}
// Form values arrive as strings: the request check coerces them, as Stripe's own parser does.
const requestAjv = ajvFor(true);
const objectAjv = ajvFor(false);

export interface SpecCheck {
  ok: boolean;
  /** The first problem, named by its parameter path (`line_items[0][quantity]`). */
  param?: string;
  message?: string;
}

function checkWith(validate: ValidateFunction, value: unknown): SpecCheck {
  if (validate(value)) return { ok: true };
  const error = validate.errors![0]!;
  return { ok: false, param: paramOf(error), message: messageOf(error) };
}

function paramOf(error: ErrorObject): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'additionalProperties') segments.push(String(error.params['additionalProperty']));
  if (error.keyword === 'required') segments.push(String(error.params['missingProperty']));
  return segments.map((segment, index) => (index === 0 ? segment : `[${segment}]`)).join('');
}

function messageOf(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties') return 'Received unknown parameter';
  if (error.keyword === 'required') return 'Missing required param';
  return `Invalid value: ${error.message ?? error.keyword}`;
}

const requestValidators = new Map<string, ValidateFunction>();

/** Checks a parsed form body against the operation's request schema (coercing strings in place). */
export function checkRequestBody(method: string, path: string, body: unknown): SpecCheck {
  const key = `${method.toLowerCase()} ${path}`;
  let validate = requestValidators.get(key);
  if (!validate) {
    const operation = stripeSubset.paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${key} is not in the Stripe subset`);
    const schema = operation.requestBody?.content['application/x-www-form-urlencoded']?.schema ?? {};
    validate = requestAjv.compile(withNulls(schema) as object);
    requestValidators.set(key, validate);
  }
  return checkWith(validate, body);
}

/** Checks an object (a checkout session, a refund, an event...) against the named schema of the subset. */
export function checkStripeObject(schemaName: string, value: unknown): SpecCheck {
  const validate = objectAjv.getSchema(`stripe#/components/schemas/${schemaName}`);
  if (!validate) throw new Error(`schema ${schemaName} is not in the Stripe subset`);
  return checkWith(validate, value);
}
