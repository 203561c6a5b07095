import * as v from 'valibot';
import { emailMessage, maxLengthMessage, minLengthMessage, requiredMessage, urlMessage } from './messages';

export interface LengthBounds {
  min?: number;
  max?: number;
}

/**
 * A string field whose missing value (undefined, null or the empty string) fails with `message`. Form libraries
 * hand over '' for an untouched input, so the empty string has to count as missing.
 */
export function requiredWithMessage(message: string) {
  return v.pipe(v.nullish(v.string(message), ''), v.nonEmpty(message));
}

function lengthChecks(path: string, bounds: LengthBounds) {
  const { min, max } = bounds;
  return [
    v.check(
      (value: string) => min === undefined || value === '' || value.length >= min,
      minLengthMessage(path, min ?? 0),
    ),
    v.check((value: string) => max === undefined || value.length <= max, maxLengthMessage(path, max ?? 0)),
  ] as const;
}

/** Required string with the generic messages: "{path} is a required field", then the length bounds. */
export function requiredString(path: string, bounds: LengthBounds = {}) {
  return v.pipe(requiredWithMessage(requiredMessage(path)), ...lengthChecks(path, bounds));
}

/** Optional string: blank passes (as ''), anything else must respect the bounds. */
export function optionalString(path: string, bounds: LengthBounds = {}) {
  return v.pipe(v.nullish(v.string(), ''), ...lengthChecks(path, bounds));
}

export function emailField(path: string, options: { required: boolean } = { required: true }) {
  const base = options.required ? requiredWithMessage(requiredMessage(path)) : v.nullish(v.string(), '');
  return v.pipe(
    base,
    v.check(
      (value: string) => value === '' || v.is(v.pipe(v.string(), v.email()), value),
      emailMessage(path),
    ),
  );
}

export function urlField(path: string, options: { required: boolean } = { required: true }) {
  const base = options.required ? requiredWithMessage(requiredMessage(path)) : v.nullish(v.string(), '');
  return v.pipe(
    base,
    v.check((value: string) => value === '' || v.is(v.pipe(v.string(), v.url()), value), urlMessage(path)),
  );
}
