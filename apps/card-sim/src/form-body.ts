/**
 * Reads a body in Stripe's form encoding (`line_items[0][price_data][currency]=usd`, `metadata[key]=value`) into
 * the nested value its OpenAPI schema describes: brackets open objects, objects whose keys are 0..n-1 become
 * arrays. Values stay strings; the schema check coerces the numbers and booleans.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

export function parseFormBody(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const match = KEY.exec(rawKey);
    if (!match) throw new FormBodyError(rawKey);
    const parts = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)];
    let node: Record<string, FormValue> = root;
    parts.forEach((part, index) => {
      // `a[]=x` appends, as qs writes arrays without indices.
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (index === parts.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (next === undefined || typeof next === 'string') node[name] = {};
      node = node[name] as Record<string, FormValue>;
    });
  }
  return arraysOf(root) as Record<string, FormValue>;
}

function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, arraysOf(item)] as const);
  const keys = entries.map(([key]) => key);
  if (keys.length > 0 && keys.every((key, index) => key === String(index)))
    return entries.map(([, item]) => item);
  return Object.fromEntries(entries);
}

export class FormBodyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid form parameter name: ${key}`);
  }
}
