import type { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './api-failure';

// ajv-formats ships CommonJS; under ESM its default export may sit one level down.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;

/** A calendar date PostgreSQL can store: years 1 to 9999, a real day of a real month. */
function isStorableDate(year: string, month: string, day: string): boolean {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  const probe = new Date(Date.UTC(2000, m - 1, d));
  probe.setUTCFullYear(y);
  return probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/**
 * ajv-formats plus stricter `date`, `date-time` and `uuid`: a year-0 or year-275760 date passes RFC 3339 and then
 * fails in PostgreSQL as a 500, so the validator refuses what the database cannot store. Named `formatsPlugin` so
 * Fastify's compiler does not add ajv-formats again over these.
 */
export function formatsPlugin(ajv: Ajv): Ajv {
  addFormats(ajv);
  ajv.addFormat('uuid', UUID);
  ajv.addFormat('date', {
    type: 'string',
    validate: (value: string) => {
      const match = DATE.exec(value);
      return !!match && isStorableDate(match[1]!, match[2]!, match[3]!);
    },
    // The contract's formatMinimum/formatMaximum (1900-01-01 to 2100-12-31) compare with these.
    compare: (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0),
  });
  ajv.addFormat('date-time', {
    type: 'string',
    validate: (value: string) => {
      const match = DATE_TIME.exec(value);
      if (!match || !isStorableDate(match[1]!, match[2]!, match[3]!)) return false;
      const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6])];
      return hour < 24 && minute < 60 && second < 61 && !Number.isNaN(Date.parse(value));
    },
    compare: (a: string, b: string) => Math.sign(Date.parse(a) - Date.parse(b)),
  });
  return ajv;
}

/** How deep JSON may nest (objects and arrays); no form or search of the contract comes near it. */
export const MAX_JSON_DEPTH = 32;
export const DEPTH_MESSAGE = `The body must not nest objects or arrays more than ${MAX_JSON_DEPTH} levels deep`;

/**
 * The deepest nesting of a JSON text, counted on the raw characters before parsing (brackets inside strings do
 * not count), stopping as soon as it passes `limit`: a 5,000-deep body is refused without building it.
 */
export function jsonTextDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** Whether a parsed value nests deeper than `limit`, walked without recursion so no value can overflow the stack. */
export function valueDepthExceeds(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Where in a request value the first string (or key) holding a NUL character is, e.g. `permissions.2`. */
export function nulCharacterAt(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterAt(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\u0000')];
      const found = nulCharacterAt(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL refuses NUL in text, so a NUL anywhere in a request (body, query, path) would surface as a 500 after
 * part of the work was done. Every route refuses it first, naming the field.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  // Over-deep JSON is refused before parsing (the text) and after (whatever a route parsed itself, query values).
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonTextDepthExceeds(text)) return done(badRequest(DEPTH_MESSAGE), undefined);
    return parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    for (const value of [request.params, request.query, request.body]) {
      if (valueDepthExceeds(value)) throw badRequest(DEPTH_MESSAGE);
    }
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const at = nulCharacterAt(value);
      if (at) throw badRequest(`${at.join('.') || part} must not contain a NUL character`);
    }
  });
}
