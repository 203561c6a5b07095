import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { API_PATH } from '../http/api-path';
import { openapiPathOf, responseSchema } from '../openapi/operation-schema';

// ajv-formats ships CommonJS; under ESM its default export may sit one level down.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

/**
 * Validates every JSON answer of an area route against its operation's response schema in openapi/ and collects
 * the mismatches; a test file asserts the list is empty at the end.
 */
export function collectContractMismatches(app: FastifyInstance): string[] {
  const mismatches: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url || !API_PATH.test(url) || typeof payload !== 'string') return payload;
    const schema = responseSchema(request.method, openapiPathOf(url), reply.statusCode);
    if (!schema) {
      mismatches.push(`${request.method} ${url} ${reply.statusCode}: no response schema in the contract`);
      return payload;
    }
    const validate = ajv.compile(schema);
    if (!validate(JSON.parse(payload))) {
      mismatches.push(`${request.method} ${url} ${reply.statusCode}: ${ajv.errorsText(validate.errors)}`);
    }
    return payload;
  });
  return mismatches;
}
