/** Assertions on the API's answers that many test files make. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { call, type Session } from './sessions';

/** An id no record has. */
export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** Reading another tenant's record (`collection`/`foreignId`) answers 404, exactly as for an id nobody has. */
export async function expectReadAsMissing(
  app: FastifyInstance,
  session: Session,
  collection: string,
  foreignId: string,
): Promise<void> {
  const foreign = await call(app, session, 'GET', `${collection}/${foreignId}`);
  const missing = await call(app, session, 'GET', `${collection}/${NO_SUCH_ID}`);
  expect(foreign.statusCode).toBe(404);
  expect(foreign.json()).toEqual(missing.json());
}

/** The answer is the error body of the contract, `{code, message, description}`, with this status. */
export function expectErrorAnswer(
  response: LightMyRequestResponse,
  status: number,
  body: { code: number; message: string; description: string },
): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual(body);
}

/** The request was refused with this status and this message (the contract's error body names what is wrong). */
export function expectRefusal(response: LightMyRequestResponse, status: number, message: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
}
