import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/api-failure';

/** The path of the first string holding a NUL character, which PostgreSQL text refuses (a 500 otherwise). */
export function pathOfNulCharacter(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNulCharacter(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = pathOfNulCharacter(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

export function assertNoNulCharacters(value: unknown, path = ''): void {
  const found = pathOfNulCharacter(value, path);
  if (found) throw badRequest(`${found || 'body'} must not contain NUL characters`);
}

/** A preValidation hook for a resource's routes: a NUL anywhere in the JSON body or query is a 400 naming it. */
export async function nulGuard(request: FastifyRequest): Promise<void> {
  assertNoNulCharacters(request.body);
  assertNoNulCharacters(request.query);
}
