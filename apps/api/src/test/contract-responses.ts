import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { componentSchema, hasOperation, openapiPathOf, responseContent } from '../openapi/operation-schema';

// ajv-formats ships CommonJS; under ESM its default export may sit one level down.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

// The contract is OpenAPI 3.1, i.e. JSON Schema 2020-12: `unevaluatedProperties` closes objects through `allOf`.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

const validators = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: object): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

const AREA_PATH = /^\/(system|partner|user-portal)\/v\d+\//;

const mismatches: string[] = [];

/**
 * The answers of this test file that strayed from the contract. test/contract-check.setup.ts fails the file when
 * any is left at its end, so no test file can forget to look.
 */
export function contractMismatches(): string[] {
  return mismatches;
}

/**
 * The same list for test files written before the setup file: every app is already checked, so this adds no
 * hook; new test files need neither this nor an assertion of their own.
 */
export function collectContractMismatches(_app: FastifyInstance): string[] {
  return mismatches;
}

/** Hands over the strays collected so far and forgets them: for a test that provokes one on purpose. */
export function takeContractMismatches(): string[] {
  return mismatches.splice(0);
}

function payloadText(payload: unknown): string | undefined {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined;
}

/** Checks one answer against its operation in openapi/dist/backend.json; returns what is wrong, if anything. */
function strayOf(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | undefined {
  const routeUrl = request.routeOptions.url;
  const status = reply.statusCode;
  const label = `${request.method} ${routeUrl ?? request.url} ${status}`;
  const mediaType = String(reply.getHeader('content-type') ?? '')
    .replace(/;.*$/, '')
    .trim();
  const text = payloadText(payload);

  // No route matched: an API address must still answer the contract's error body.
  if (!routeUrl) {
    if (!AREA_PATH.test(request.url)) return undefined;
    if (mediaType !== 'application/json' || text === undefined) return `${label}: not a JSON error body`;
    const validate = validatorFor('#Error', componentSchema('Error'));
    return validate(JSON.parse(text)) ? undefined : `${label}: ${ajv.errorsText(validate.errors)}`;
  }

  const openapiPath = openapiPathOf(routeUrl);
  if (!hasOperation(request.method, openapiPath)) {
    // The web app's files and fallback are not part of the API contract; any other route must be.
    return AREA_PATH.test(routeUrl) || routeUrl === '/healthz'
      ? `${label}: no operation in the contract`
      : undefined;
  }
  const content = responseContent(request.method, openapiPath, status);
  if (!content) return `${label}: the operation declares no ${status} response`;
  const declared = Object.keys(content);
  if (declared.length === 0) {
    return text === undefined || text === '' ? undefined : `${label}: a body where the contract has none`;
  }
  if (!declared.includes(mediaType))
    return `${label}: ${mediaType || 'no content type'} is not one of ${declared.join(', ')}`;
  const schema = content[mediaType];
  if (mediaType !== 'application/json' || !schema) return undefined; // binary: the media type is the contract
  if (text === undefined) return `${label}: a JSON answer that is not text`;
  const validate = validatorFor(`${request.method} ${openapiPath} ${status}`, schema);
  return validate(JSON.parse(text)) ? undefined : `${label}: ${ajv.errorsText(validate.errors)}`;
}

/** Validates every answer of `app` against the contract, collecting the strays in contractMismatches(). */
export function checkContractResponses(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const stray = strayOf(request, reply, payload);
    if (stray) mismatches.push(stray);
    return payload;
  });
}
